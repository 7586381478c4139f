// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// Without -auto-binding-space a library leaves implicitly bound resources
// unbound (space and lower bound -1) for the linker, as DXC; explicit
// registers stay. Every entry carries DXC's auto-binding-space tag 5 = 0.
Texture2D<float> T1;
RWBuffer<float> U : register(u3);
cbuffer CB { float k; };
[shader("compute")][numthreads(2, 1, 1)] void cs(uint i : SV_GroupIndex) { U[i] = T1.Load(i) * k; }

// CHECK: ; CB                                cbuffer      NA          NA     CB0cb4294967295,space4294967295     1
// CHECK: ; T1                                texture     f32          2d      T0t4294967295,space4294967295     1
// CHECK: ; U                                     UAV     f32         buf      U0             u3     1
// CHECK: !{i32 0, %"class.Texture2D<float>"* @"\01?T1@@3V?$Texture2D@M@@A", !"T1", i32 -1, i32 -1, i32 1, i32 2, i32 0, !{{[0-9]+}}}
// CHECK: !{i32 0, %"class.RWBuffer<float>"* @"\01?U@@3V?$RWBuffer@M@@A", !"U", i32 0, i32 3, i32 1, i32 10,
// CHECK: !{i32 0, %CB* @CB, !"CB", i32 -1, i32 -1, i32 1, i32 4, null}
// CHECK: !{void ()* @cs, !"cs", null, null, ![[P:[0-9]+]]}
// CHECK: ![[P]] = !{i32 8, i32 5, i32 4, !{{[0-9]+}}, i32 5, ![[Z:[0-9]+]]}
// CHECK: ![[Z]] = !{i32 0}
