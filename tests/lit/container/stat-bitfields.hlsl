// Bit-fields (HLSL 2021) in the STAT module's struct annotations, as DXC
// writes them: the storage field has no name and lists its bit-fields
// (i32 11), each with its name, first bit (3), component type and width (12).
// RUN: hlslc -T cs_6_0 -E main -HV 2021 %s -Fo %t.dxil
// RUN: hlslc-dis --stat %t.dxil | FileCheck %s

// CHECK: %struct.Packed undef, ![[P:[0-9]+]]
// CHECK: ![[P]] = !{i32 8, ![[A:[0-9]+]], ![[S:[0-9]+]]}
// CHECK: ![[A]] = !{i32 6, !"a", i32 3, i32 0, i32 7, i32 5}
// CHECK: ![[S]] = !{i32 3, i32 4, i32 7, i32 5, i32 11, ![[L:[0-9]+]]}
// CHECK: ![[L]] = !{![[LO:[0-9]+]], ![[HI:[0-9]+]]}
// CHECK: ![[LO]] = !{i32 6, !"lo", i32 3, i32 0, i32 7, i32 5, i32 12, i32 24}
// CHECK: ![[HI]] = !{i32 6, !"hi", i32 3, i32 24, i32 7, i32 5, i32 12, i32 8}

struct Packed { uint a; uint lo : 24; uint hi : 8; };
StructuredBuffer<Packed> packed : register(t0);
RWBuffer<uint> o : register(u0);
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { o[id.x] = packed[id.y].lo + packed[id.y].hi; }
