// ProcessQuadTessFactorsAvg: the tess factor expansion
// (CHECK lines: the DXIL operations and overloads DXC emits)
// RUN: hlslc -T hs_6_0 -E main -DT=float %s | FileCheck %s --check-prefix=CHECK
// CHECK: call float @dx.op.binary.f32(i32 35
// CHECK: call float @dx.op.binary.f32(i32 36
// CHECK-COUNT-4: call float @dx.op.binary.f32(i32 35
// CHECK-COUNT-4: call float @dx.op.binary.f32(i32 36
// CHECK-COUNT-4: call float @dx.op.unary.f32(i32 28
// CHECK: call float @dx.op.binary.f32(i32 35
// CHECK: call float @dx.op.binary.f32(i32 36
// CHECK: call float @dx.op.unary.f32(i32 28

struct CP { float4 p : P; };
struct PC { float e[4] : SV_TessFactor; float i[2] : SV_InsideTessFactor; };
PC pcf(InputPatch<CP, 4> ip) {
  PC o;
  float4 r; float2 ri, ui;
  ProcessQuadTessFactorsAvg(ip[0].p, ip[1].p.x, r, ri, ui);
  o.e[0] = r.x; o.e[1] = r.y; o.e[2] = r.z; o.e[3] = r.w; o.i[0] = ri.x; o.i[1] = ui.y;
  return o;
}
[domain("quad")] [partitioning("integer")] [outputtopology("triangle_cw")] [outputcontrolpoints(4)]
[patchconstantfunc("pcf")]
CP main(InputPatch<CP, 4> ip, uint id : SV_OutputControlPointID) { return ip[id]; }
