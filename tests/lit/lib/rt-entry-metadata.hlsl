// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// Raytracing entries in dx.entryPoints: shader kind (tag 8), then the
// payload or callable parameter size (tag 6) and the hit attribute size
// (tag 7) in bytes, as DXC lays the structs out; raygeneration and
// intersection entries have neither.
struct Payload { float4 color; uint depth; };
struct Attr { float2 uv; float t; };

[shader("raygeneration")] void Gen() {}
[shader("intersection")] void Isect() {}
[shader("anyhit")] void AnyHit(inout Payload p, in Attr a) { p.depth = 1; }
[shader("closesthit")] void Hit(inout Payload p, in BuiltInTriangleIntersectionAttributes a) { p.color = a.barycentrics.x; }
[shader("miss")] void Miss(inout Payload p) { p.depth = 2; }
[shader("callable")] void Call(inout Attr a) { a.t = 3; }

// CHECK: ![[AH:[0-9]+]] = !{void (%struct.Payload*, %struct.Attr*)* @"\01?AnyHit@@YAXUPayload@@UAttr@@@Z", !"\01?AnyHit@@YAXUPayload@@UAttr@@@Z", null, null, ![[AHP:[0-9]+]]}
// CHECK: ![[AHP]] = !{i32 8, i32 9, i32 6, i32 20, i32 7, i32 12, i32 5, !{{[0-9]+}}}
// CHECK: !{void (%struct.Attr*)* @"\01?Call@@YAXUAttr@@@Z", !"\01?Call@@YAXUAttr@@@Z", null, null, ![[CP:[0-9]+]]}
// CHECK: ![[CP]] = !{i32 8, i32 12, i32 6, i32 12, i32 5, !{{[0-9]+}}}
// CHECK: !{void ()* @"\01?Gen@@YAXXZ", !"\01?Gen@@YAXXZ", null, null, ![[GP:[0-9]+]]}
// CHECK: ![[GP]] = !{i32 8, i32 7, i32 5, !{{[0-9]+}}}
// CHECK: ![[HP:[0-9]+]] = !{i32 8, i32 10, i32 6, i32 20, i32 7, i32 8, i32 5, !{{[0-9]+}}}
// CHECK: ![[IP:[0-9]+]] = !{i32 8, i32 8, i32 5, !{{[0-9]+}}}
// CHECK: ![[MP:[0-9]+]] = !{i32 8, i32 11, i32 6, i32 20, i32 5, !{{[0-9]+}}}
