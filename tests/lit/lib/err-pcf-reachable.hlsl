// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// A library hull entry must not call its patch constant function (DXC).
struct CP { float3 p : POS; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };
PC PCF() { PC o; o.e[0] = 1; o.e[1] = 1; o.e[2] = 1; o.i = 1; return o; }
[shader("hull")]
[domain("tri")] [partitioning("fractional_odd")] [outputtopology("triangle_cw")]
[outputcontrolpoints(3)] [patchconstantfunc("PCF")]
// CHECK: err-pcf-reachable.hlsl:[[# @LINE + 1]]:1: error: patch constant function 'PCF' should not be reachable from entry function 'H'
CP H(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID) { CP o = ip[i]; o.p.x += PCF().i; return o; }
