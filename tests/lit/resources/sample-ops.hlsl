// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// The Sample family lowers to DXIL's sample ops with DXC's operand layout:
// coordinates padded with undef to four, offsets 0 for each texture
// dimension when the call has none (undef beyond, and for cubes), the clamp
// undef when absent; SampleCmp* always produce one float.

Texture2D<float4> T : register(t0);
TextureCube<float4> TC : register(t1);
Texture1DArray<float> TA : register(t2);
SamplerState S : register(s0);
SamplerComparisonState SC : register(s1);

float4 main(float2 uv : UV, float b : B) : SV_Target {
  float4 r = T.Sample(S, uv);
  r += T.Sample(S, uv, int2(1, -2), b);
  r += T.SampleBias(S, uv, b);
  r += T.SampleLevel(S, uv, 2.0);
  r += T.SampleGrad(S, uv, float2(1, 2), float2(3, 4));
  r += TC.SampleLevel(S, float3(uv, b), 0);
  r.x += TA.SampleCmp(SC, uv, b, 3);
  r.y += T.SampleCmpLevelZero(SC, uv, b);
  return r;
}

// CHECK: call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %{{.*}}, %dx.types.Handle %{{.*}}, float %{{.*}}, float %{{.*}}, float undef, float undef, i32 0, i32 0, i32 undef, float undef)
// CHECK: call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %{{.*}}, %dx.types.Handle %{{.*}}, float %{{.*}}, float %{{.*}}, float undef, float undef, i32 1, i32 -2, i32 undef, float %[[B:[0-9]+]])
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32 61, {{.*}}, i32 0, i32 0, i32 undef, float %[[B]], float undef)
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, {{.*}}, i32 0, i32 0, i32 undef, float 2.000000e+00)
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, {{.*}}, i32 0, i32 0, i32 undef, float 1.000000e+00, float 2.000000e+00, float undef, float 3.000000e+00, float 4.000000e+00, float undef, float undef)
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, {{.*}}, float %[[B]], float undef, i32 undef, i32 undef, i32 undef, float 0.000000e+00)
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32 64, {{.*}}, float undef, float undef, i32 3, i32 undef, i32 undef, float %[[B]], float undef)
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, {{.*}}, i32 0, i32 0, i32 undef, float %[[B]])
