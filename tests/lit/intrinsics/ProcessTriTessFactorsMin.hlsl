// ProcessTriTessFactorsMin: the tess factor expansion
// (CHECK lines: the DXIL operations and overloads DXC emits)
// RUN: hlslc -T hs_6_0 -E main -DT=float %s | FileCheck %s --check-prefix=CHECK
// CHECK: call float @dx.op.binary.f32(i32 35
// CHECK: call float @dx.op.binary.f32(i32 36
// CHECK-COUNT-3: call float @dx.op.binary.f32(i32 35
// CHECK-COUNT-3: call float @dx.op.binary.f32(i32 36
// CHECK-COUNT-3: call float @dx.op.unary.f32(i32 28
// CHECK-COUNT-2: call float @dx.op.binary.f32(i32 36
// CHECK: call float @dx.op.binary.f32(i32 35
// CHECK: call float @dx.op.binary.f32(i32 36
// CHECK: call float @dx.op.unary.f32(i32 28

struct CP { float4 p : P; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };
PC pcf(InputPatch<CP, 3> ip) {
  PC o;
  float3 r; float ri, ui;
  ProcessTriTessFactorsMin(ip[0].p.xyz, ip[1].p.x, r, ri, ui);
  o.e[0] = r.x; o.e[1] = r.y; o.e[2] = r.z; o.i = ri + ui;
  return o;
}
[domain("tri")] [partitioning("integer")] [outputtopology("triangle_cw")] [outputcontrolpoints(3)]
[patchconstantfunc("pcf")]
CP main(InputPatch<CP, 3> ip, uint id : SV_OutputControlPointID) { return ip[id]; }
