// ProcessIsolineTessFactors: the tess factor expansion
// (CHECK lines: the DXIL operations and overloads DXC emits)
// RUN: hlslc -T hs_6_0 -E main -DT=float %s | FileCheck %s --check-prefix=CHECK
// CHECK: call float @dx.op.binary.f32(i32 35
// CHECK: call float @dx.op.binary.f32(i32 36
// CHECK: call float @dx.op.unary.f32(i32 28

struct CP { float4 p : P; };
struct PC { float e[2] : SV_TessFactor; };
PC pcf(InputPatch<CP, 4> ip) {
  PC o;
  float d, n;
  ProcessIsolineTessFactors(ip[0].p.x, ip[1].p.x, d, n);
  o.e[0] = d; o.e[1] = n;
  return o;
}
[domain("isoline")] [partitioning("integer")] [outputtopology("line")] [outputcontrolpoints(4)]
[patchconstantfunc("pcf")]
CP main(InputPatch<CP, 4> ip, uint id : SV_OutputControlPointID) { return ip[id]; }
