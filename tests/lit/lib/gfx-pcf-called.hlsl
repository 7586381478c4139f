// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// A library function may call a hull entry's patch constant function (DXC):
// the call goes to a plain copy of it (inlined here), while the patch
// constant function itself keeps its signature accesses.
struct CP { float3 p : POS; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };
PC PCF() { PC o; o.e[0] = 1; o.e[1] = 2; o.e[2] = 3; o.i = 4; return o; }
export float other() { return PCF().i; }
[shader("hull")]
[domain("tri")] [partitioning("integer")] [outputtopology("triangle_cw")]
[outputcontrolpoints(3)] [patchconstantfunc("PCF")]
CP HS(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID) { return ip[i]; }

// CHECK: define float @"\01?other@@YAMXZ"()
// CHECK-NOT: storePatchConstant
// CHECK: ret float 4.000000e+00
// CHECK: define void @"\01?PCF@@YA?AUPC@@XZ"()
// CHECK: call void @dx.op.storePatchConstant.f32(i32 106, i32 1, i32 0, i8 0, float 4.000000e+00)
// CHECK: define void @HS()
