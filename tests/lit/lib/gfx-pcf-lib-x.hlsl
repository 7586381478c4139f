// RUN: hlslc -T lib_6_x %s | FileCheck %s
// With external default linkage (lib_6_x) a patch constant function is
// still generated only with its hull entry, never exported as a function
// of its own (DXC).
struct CP { float3 p : POS; };
struct PC { float e[2] : SV_TessFactor; };
PC PCF(InputPatch<CP, 2> ip) { PC o; o.e[0] = ip[0].p.x; o.e[1] = ip[1].p.x; return o; }
[shader("hull")]
[domain("isoline")] [partitioning("integer")] [outputtopology("line")]
[outputcontrolpoints(2)] [patchconstantfunc("PCF")]
CP H(InputPatch<CP, 2> ip, uint i : SV_OutputControlPointID) { return ip[i]; }

// CHECK: define void @"\01?PCF@@YA?AUPC@@V?$InputPatch@UCP@@$01@@@Z"()
// CHECK-NOT: define {{.*}}PCF
// CHECK: define void @H()
// CHECK-NOT: define {{.*}}PCF
// CHECK: !{i32 1, void ()* @"\01?PCF@@YA?AUPC@@V?$InputPatch@UCP@@$01@@@Z", !{{[0-9]+}}, void ()* @H, !{{[0-9]+}}}
