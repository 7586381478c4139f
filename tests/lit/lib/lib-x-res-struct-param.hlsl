// RUN: hlslc -T lib_6_x %s | FileCheck %s
// lib_6_x: a struct holding resources crosses the boundary as NAME.hdl, its
// resources (arrays, nested structs too) as handles; the struct annotation
// names the struct with DXC's class members and gives each resource field
// its properties (i32 10). Checked against DXC.
struct In { RWStructuredBuffer<float2> u; uint k; };
struct S { Texture2D t[2]; float4 c; In i; SamplerState s; };
export float4 f(S x, Buffer<int3> b[3], float2 uv) { return x.t[1].Sample(x.s, uv) * x.c + b[2][0].x + x.i.u[x.i.k].x; }
// CHECK: %struct.S.hdl = type { [2 x %dx.types.Handle], <4 x float>, %struct.In.hdl, %dx.types.Handle }
// CHECK: %struct.In.hdl = type { %dx.types.Handle, i32 }
// CHECK: %struct.S = type { [2 x %"class.Texture2D<vector<float, 4> >"], <4 x float>, %struct.In, %struct.SamplerState }
// CHECK: %struct.In = type { %"class.RWStructuredBuffer<vector<float, 2> >", i32 }
// CHECK: define <4 x float> @"\01?f@@YA?AV?$vector@M$03@@US@@Y02V?$Buffer@V?$vector@H$02@@@@V?$vector@M$01@@@Z"(%struct.S.hdl* nocapture readonly, [3 x %dx.types.Handle]* nocapture readonly, <2 x float>)
// CHECK: getelementptr inbounds %struct.S.hdl, %struct.S.hdl* %0, i32 0, i32 0
// CHECK: !{i32 0, %struct.S undef, ![[SA:[0-9]+]], %struct.In undef, ![[IA:[0-9]+]]{{[,}]}}
// CHECK: ![[SA]] = !{i32 {{[0-9]+}}, ![[T:[0-9]+]], ![[C:[0-9]+]], ![[I:[0-9]+]], ![[S:[0-9]+]]}
// CHECK: ![[T]] = !{i32 6, !"t", i32 3, i32 0, i32 10, %dx.types.ResourceProperties { i32 2, i32 1033 }}
// CHECK: ![[C]] = !{i32 6, !"c", i32 3, i32 0, i32 7, i32 9, i32 13, i32 4}
// CHECK: ![[S]] = !{i32 6, !"s", i32 3, i32 {{[0-9]+}}, i32 10, %dx.types.ResourceProperties { i32 14, i32 0 }}
// CHECK: !{i32 6, !"u", i32 3, i32 0, i32 10, %dx.types.ResourceProperties { i32 4108, i32 8 }}
// CHECK: !{i32 10, %dx.types.ResourceProperties { i32 10, i32 772 }}
