// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// DXC's validator counts a library's patch constant functions among the
// functions the entries call, where LoadOutputControlPoint is refused: an
// OutputPatch read in a library's patch constant function is its error.
struct CP { float3 p : POS; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };
// CHECK: error: validation errors
// CHECK: err-lib-pcf-output-patch.hlsl:[[# @LINE + 1]]:48: error: opcode 'LoadOutputControlPoint' should only be used in 'PatchConstant function'.
PC PCF(OutputPatch<CP, 3> op) { PC o; o.e[0] = op[0].p.x; o.e[1] = 1; o.e[2] = 1; o.i = 1; return o; }
[shader("hull")]
[domain("tri")] [partitioning("integer")] [outputtopology("triangle_cw")]
[outputcontrolpoints(3)] [patchconstantfunc("PCF")]
CP HS(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID) { return ip[i]; }
