// Texture3D methods: every one, with the DXIL operations they lower to
// RUN: hlslc -T ps_6_8 -E main %s | FileCheck %s
// CHECK: call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32 61
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63
// CHECK-COUNT-2: call float @dx.op.calculateLOD.f32(i32 81
// CHECK: call %dx.types.Dimensions @dx.op.getDimensions(i32 72
// CHECK: call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66

Texture3D<float4> t : register(t0);
Texture3D<float> tc : register(t1);
SamplerState s : register(s0);
SamplerComparisonState sc : register(s1);
float4 main(float4 p : P) : SV_Target {
  float3 uv = (float3)p;
  float3 dd = (float3)p.x;
  float4 r = 0;
  r += t.Sample(s, uv) + t.SampleBias(s, uv, 0.5) + t.SampleLevel(s, uv, 1) + t.SampleGrad(s, uv, dd, dd);
  r += t.CalculateLevelOfDetail(s, uv) + t.CalculateLevelOfDetailUnclamped(s, uv);
  uint w, h, d; t.GetDimensions(w, h, d); r += w + h + d;
  r += t.Load((int4)p);
  return r;
}
