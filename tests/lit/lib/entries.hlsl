// RUN: hlslc -T lib_6_6 %s | FileCheck %s
// Several [shader("...")] entries in one library: compute entries keep their
// names, raygeneration entries get mangled names (as DXC); dx.entryPoints has
// the library record first, then the entries in name order, each with its
// shader kind (tag 8), compute ones with numthreads (tag 4).
RWBuffer<float> Out : register(u0);
[shader("compute")][numthreads(8, 1, 1)] void zcs(uint i : SV_GroupIndex) { Out[i] = 1; }
[shader("raygeneration")] void Gen() { Out[0] = 2; }
[shader("compute")][numthreads(2, 2, 1)] void acs(uint i : SV_GroupIndex) { Out[i] = 3; }

// CHECK: define void @zcs()
// CHECK: define void @"\01?Gen@@YAXXZ"()
// CHECK: define void @acs()
// CHECK: !dx.entryPoints = !{![[LIB:[0-9]+]], ![[E1:[0-9]+]], ![[E2:[0-9]+]], ![[E3:[0-9]+]]}
// CHECK: ![[LIB]] = !{null, !"", null, !{{[0-9]+}}, {{.*}}}
// CHECK: ![[E1]] = !{void ()* @"\01?Gen@@YAXXZ", !"\01?Gen@@YAXXZ", null, null, ![[P1:[0-9]+]]}
// CHECK: ![[P1]] = !{i32 8, i32 7, i32 5, !{{[0-9]+}}}
// CHECK: ![[E2]] = !{void ()* @acs, !"acs", null, null, ![[P2:[0-9]+]]}
// CHECK: ![[P2]] = !{i32 8, i32 5, i32 4, ![[NT2:[0-9]+]], i32 5, !{{[0-9]+}}}
// CHECK: ![[NT2]] = !{i32 2, i32 2, i32 1}
// CHECK: ![[E3]] = !{void ()* @zcs, !"zcs", null, null, ![[P3:[0-9]+]]}
// CHECK: ![[P3]] = !{i32 8, i32 5, i32 4, ![[NT3:[0-9]+]], i32 5, !{{[0-9]+}}}
// CHECK: ![[NT3]] = !{i32 8, i32 1, i32 1}
