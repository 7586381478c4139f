// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// A patch constant function DXC recreates at the module's end together with
// its hull entry when DXC flattens that entry: one with a result, and one
// returning void whose InputPatch holds a struct (flattened to its members,
// SROA_Parameter_HLSL); the compute entry keeps its place before them.
struct CP { float3 p : POS; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };
PC PCV(InputPatch<CP, 3> ip) { PC o; o.e[0] = ip[0].p.x; o.e[1] = 1; o.e[2] = 1; o.i = 1; return o; }
PC PCR(InputPatch<CP, 3> ip) { PC o; o.e[0] = ip[1].p.y; o.e[1] = 2; o.e[2] = 2; o.i = 2; return o; }
[shader("hull")]
[domain("tri")] [partitioning("fractional_odd")] [outputtopology("triangle_cw")]
[outputcontrolpoints(3)] [patchconstantfunc("PCR")]
CP HR(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID) { CP o; o.p = ip[i].p * 2; return o; }
[shader("hull")]
[domain("tri")] [partitioning("fractional_odd")] [outputtopology("triangle_cw")]
[outputcontrolpoints(3)] [patchconstantfunc("PCV")]
void HV(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID) { }
[shader("compute")][numthreads(1,1,1)] void C() { }

// CHECK: define void @C()
// CHECK: define void @"\01?PCV@@YA?AUPC@@V?$InputPatch@UCP@@$02@@@Z"()
// CHECK: define void @"\01?PCR@@YA?AUPC@@V?$InputPatch@UCP@@$02@@@Z"()
// CHECK: define void @HR()
// CHECK: define void @HV()
