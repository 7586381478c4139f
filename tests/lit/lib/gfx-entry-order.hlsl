// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// The order DXC gives a library's functions: entries returning void (with
// parameters: their signatures lowered in place) keep their place, entries
// with a result and patch constant functions follow, in source order; the
// annotations list the patch constant functions, then the entries returning
// void, then those with a result.
RWBuffer<float> b;
struct CP { float3 p : POS; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };
[shader("pixel")] float4 A1(float4 p : SV_Position) : SV_Target { return p; }
[shader("compute")][numthreads(1,1,1)] void C1(uint i : SV_GroupIndex) { b[i] = 1; }
[shader("vertex")] void B2(float4 p : P, out float4 o : SV_Position) { o = p; }
PC PCF(InputPatch<CP, 3> ip) { PC o; o.e[0] = ip[0].p.x; o.e[1] = 1; o.e[2] = 1; o.i = 1; return o; }
[shader("hull")]
[domain("tri")] [partitioning("fractional_odd")] [outputtopology("triangle_cw")]
[outputcontrolpoints(3)] [patchconstantfunc("PCF")]
CP H3(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID) { CP o; o.p = ip[i].p * 2; return o; }
[shader("pixel")] void D4(float4 p : SV_Position, out float4 o : SV_Target) { o = p; }
[shader("vertex")] float4 E5(float4 p : P) : SV_Position { return p; }
[shader("compute")][numthreads(1,1,1)] void F6(uint i : SV_GroupIndex) { b[i] = 2; }

// CHECK: define void @C1()
// CHECK: define void @B2()
// CHECK: define void @D4()
// CHECK: define void @F6()
// CHECK: define void @A1()
// CHECK: define void @"\01?PCF@@YA?AUPC@@V?$InputPatch@UCP@@$02@@@Z"()
// CHECK: define void @H3()
// CHECK: define void @E5()
// CHECK: !{i32 1, void ()* @"\01?PCF@@YA?AUPC@@V?$InputPatch@UCP@@$02@@@Z", ![[A:[0-9]+]], void ()* @C1, ![[A]], void ()* @B2, ![[A]], void ()* @D4, ![[A]], void ()* @F6, ![[A]], void ()* @A1, ![[A]], void ()* @H3, ![[A]], void ()* @E5, ![[A]]}
