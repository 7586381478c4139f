// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// DXC recreates the library entries with a result (and the patch constant
// functions) without it at the end of the module: they follow the other
// functions, in source order; entries returning void stay in place. The
// function annotations list the exports and the entries kept as written
// first, then the patch constant functions, then the entries returning
// void, then those with a result (each group in source order).
RWBuffer<float> b;
struct CP { float3 p : POS; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };
PC PCF(InputPatch<CP, 3> ip) { PC o; o.e[0] = ip[0].p.x; o.e[1] = ip[1].p.y; o.e[2] = 1; o.i = 1; return o; }
[shader("pixel")] float4 ZPS(float4 p : SV_Position) : SV_Target { return p; }
export float foo(float x) { return x * 2; }
[shader("hull")]
[domain("tri")] [partitioning("fractional_odd")] [outputtopology("triangle_cw")]
[outputcontrolpoints(3)] [patchconstantfunc("PCF")]
CP AHS(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID) { CP o; o.p = ip[i].p * 2; return o; }
[shader("compute")][numthreads(1,1,1)] void ACS() { b[0] = 1; }
export float bar(float x) { return x * 3; }

// CHECK: define float @"\01?foo@@YAMM@Z"(float %x)
// CHECK: define void @ACS()
// CHECK: define float @"\01?bar@@YAMM@Z"(float %x)
// CHECK: define void @"\01?PCF@@YA?AUPC@@V?$InputPatch@UCP@@$02@@@Z"()
// CHECK: define void @ZPS()
// CHECK: define void @AHS()
// CHECK: !{i32 1, float (float)* @"\01?foo@@YAMM@Z", !{{[0-9]+}}, void ()* @ACS, !{{[0-9]+}}, float (float)* @"\01?bar@@YAMM@Z", !{{[0-9]+}}, void ()* @"\01?PCF@@YA?AUPC@@V?$InputPatch@UCP@@$02@@@Z", !{{[0-9]+}}, void ()* @ZPS, !{{[0-9]+}}, void ()* @AHS, !{{[0-9]+}}}
