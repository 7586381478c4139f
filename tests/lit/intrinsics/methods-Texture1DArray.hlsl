// Texture1DArray methods: every one, with the DXIL operations they lower to
// RUN: hlslc -T ps_6_8 -E main %s | FileCheck %s
// CHECK: call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32 61
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63
// CHECK-COUNT-2: call float @dx.op.calculateLOD.f32(i32 81
// CHECK: call %dx.types.Dimensions @dx.op.getDimensions(i32 72
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32 64
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleCmpLevel.f32(i32 224
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleCmpBias.f32(i32 255
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleCmpGrad.f32(i32 254
// CHECK: call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66

Texture1DArray<float4> t : register(t0);
Texture1DArray<float> tc : register(t1);
SamplerState s : register(s0);
SamplerComparisonState sc : register(s1);
float4 main(float4 p : P) : SV_Target {
  float2 uv = (float2)p;
  float dd = (float)p.x;
  float4 r = 0;
  r += t.Sample(s, uv) + t.SampleBias(s, uv, 0.5) + t.SampleLevel(s, uv, 1) + t.SampleGrad(s, uv, dd, dd);
  r += t.CalculateLevelOfDetail(s, uv) + t.CalculateLevelOfDetailUnclamped(s, uv);
  uint w, e; t.GetDimensions(w, e); r += w + e;
  r += tc.SampleCmp(sc, uv, 0.5) + tc.SampleCmpLevelZero(sc, uv, 0.5) + tc.SampleCmpLevel(sc, uv, 0.5, 1);
  r += tc.SampleCmpBias(sc, uv, 0.5, 0.25) + tc.SampleCmpGrad(sc, uv, 0.5, dd, dd);
  r += t.Load((int3)p);
  return r;
}
