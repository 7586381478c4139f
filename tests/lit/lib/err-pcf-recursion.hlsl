// RUN: not hlslc -T lib_6_5 %s 2>&1 | FileCheck %s
// A hull entry's patch constant function is a root of the library's call
// graph of its own: recursion through it is reported as for a hull target.
struct CP { float3 p : POS; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };
PC PCF();
float helper(int n) { if (n > 0) { PC x = PCF(); return x.i; } return 0; }
// CHECK: err-pcf-recursion.hlsl:[[# @LINE + 1]]:1: error: recursive functions are not allowed: function 'PCF' calls recursive function 'PCF'
PC PCF() { PC o; o.e[0] = 1; o.e[1] = 1; o.e[2] = helper(2); o.i = 1; return o; }
[shader("hull")]
[domain("tri")] [partitioning("fractional_odd")] [outputtopology("triangle_cw")]
[outputcontrolpoints(3)] [patchconstantfunc("PCF")]
CP H(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID) { return ip[i]; }
