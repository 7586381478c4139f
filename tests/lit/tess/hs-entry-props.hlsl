// RUN: hlslc -T hs_6_0 -E main %s | FileCheck %s
// A hull entry's properties: tag 3 = !{patch constant function, input
// control points, output control points, domain (tri 2), partitioning
// (fractional_odd 3), output primitive (triangle_cw 3), max tess factor}.
// The patch constant function is a function of its own, under its
// Microsoft C++ name, before the entry.

struct CP { float4 pos : POSITION; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };

// CHECK: define void @"\01?pcf@@YA?AUPC@@V?$InputPatch@UCP@@$02@@@Z"() {
// CHECK: define void @main() {
// CHECK: !{void ()* @main, !"main", !{{[0-9]+}}, null, ![[PROPS:[0-9]+]]}
// CHECK: ![[PROPS]] = !{i32 3, ![[HS:[0-9]+]]}
// CHECK: ![[HS]] = !{void ()* @"\01?pcf@@YA?AUPC@@V?$InputPatch@UCP@@$02@@@Z", i32 3, i32 3, i32 2, i32 3, i32 3, float 1.500000e+01}

PC pcf(InputPatch<CP, 3> ip) {
  PC o;
  o.e[0] = o.e[1] = o.e[2] = 2.0;
  o.i = 1.0;
  return o;
}

[domain("tri")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("pcf")]
[maxtessfactor(15.0)]
CP main(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID) { return ip[i]; }
