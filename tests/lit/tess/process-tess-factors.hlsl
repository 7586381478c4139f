// RUN: hlslc -T hs_6_0 -E main %s | FileCheck %s
// ProcessTriTessFactorsAvg / ProcessIsolineTessFactors expand as DXC's
// lowering does for the entry's partitioning (fractional_odd: clamped to
// 1..63, not rounded; the inside factor is the average edge factor times
// the inside scale, replaced by the clamped average below 3). Constant
// arguments fold to DXC's values; a variable one shows the FMax/FMin pair.

struct CP { float4 pos : POSITION; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; float4 x[3] : X; };

// CHECK-LABEL: define void @"\01?pcf
// CHECK: %[[MX:[0-9]+]] = call float @dx.op.binary.f32(i32 35, float %{{[0-9]+}}, float 1.000000e+00)
// CHECK-NEXT: %[[C:[0-9]+]] = call float @dx.op.binary.f32(i32 36, float %[[MX]], float 6.300000e+01)
// edges 1.5, 2.2, 70 -> 1.5, 2.2, 63; inside (1.5+2.2+70)/3 * 0.45 = 11.055
// CHECK: call void @dx.op.storePatchConstant.f32(i32 106, i32 1, i32 0, i8 0, float 0x40261C28E0000000)
// CHECK: call void @dx.op.storePatchConstant.f32(i32 106, i32 2, i32 0, i8 0, float 1.500000e+00)
// CHECK: call void @dx.op.storePatchConstant.f32(i32 106, i32 2, i32 0, i8 1, float 0x40019999A0000000)
// CHECK: call void @dx.op.storePatchConstant.f32(i32 106, i32 2, i32 0, i8 2, float 6.300000e+01)
// CHECK: call void @dx.op.storePatchConstant.f32(i32 106, i32 2, i32 0, i8 3, float 0x40261C28E0000000)
// isoline: the detail factor, clamped, for both results
// CHECK: call void @dx.op.storePatchConstant.f32(i32 106, i32 2, i32 1, i8 0, float 0x4015333340000000)
// CHECK: call void @dx.op.storePatchConstant.f32(i32 106, i32 2, i32 1, i8 1, float 0x4015333340000000)
// CHECK: call void @dx.op.storePatchConstant.f32(i32 106, i32 2, i32 2, i8 0, float %[[C]])
// CHECK: call void @dx.op.storePatchConstant.f32(i32 106, i32 2, i32 2, i8 1, float %[[C]])

PC pcf(InputPatch<CP, 3> ip) {
  PC o;
  float3 te; float ti, tu, a, b;
  ProcessTriTessFactorsAvg(float3(1.5, 2.2, 70), 0.45, te, ti, tu);
  o.x[0] = float4(te, ti);
  ProcessIsolineTessFactors(5.3, 2.0, a, b);
  o.x[1] = float4(a, b, 0, 0);
  ProcessIsolineTessFactors(ip[0].pos.x, 2.0, a, b);
  o.x[2] = float4(a, b, 0, 0);
  o.e[0] = o.e[1] = o.e[2] = 1;
  o.i = tu;
  return o;
}

[domain("tri")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("pcf")]
CP main(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID) { return ip[i]; }
