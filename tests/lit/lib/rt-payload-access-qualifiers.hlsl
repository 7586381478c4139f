// RUN: hlslc -T lib_6_7 %s | FileCheck %s
// From shader model 6.7 payloads are `struct [raypayload]` with access
// qualifiers per member; !dx.dxrPayloadAnnotations gives each member's mask,
// 4 bits per stage (caller, closesthit, miss, anyhit), 1 read and 2 write.
struct [raypayload] Payload {
  float4 color : read(caller) : write(miss, closesthit);
  uint depth : read(anyhit, closesthit, caller) : write(caller, anyhit);
};

[shader("miss")]
void Miss(inout Payload p) { p.color = 1; }

[shader("anyhit")]
void AnyHit(inout Payload p, in BuiltInTriangleIntersectionAttributes a) { p.depth++; }

// CHECK: !dx.dxrPayloadAnnotations = !{![[PA:[0-9]+]]}
// CHECK: ![[PA]] = !{i32 0, %struct.Payload undef, ![[F:[0-9]+]]}
// CHECK: ![[F]] = !{![[C:[0-9]+]], ![[D:[0-9]+]]}
// CHECK: ![[C]] = !{i32 0, i32 545}
// CHECK: ![[D]] = !{i32 0, i32 12307}
