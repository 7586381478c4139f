// RUN: hlslc -T ps_6_8 -E main %s | FileCheck %s
// SampleCmpBias/SampleCmpGrad (SM 6.8) need the "SampleCmp with gradient or
// bias" flag (bit 37) and an LOD clamp needs tiled resources (0x1000).

Texture2D<float4> T : register(t0);
SamplerComparisonState SC : register(s0);

float main(float2 uv : UV, float c : C) : SV_Target {
  return T.SampleCmpBias(SC, uv, c, 0.5, int2(1, 2), 3.0) + T.SampleCmpGrad(SC, uv, c, float2(1, 0), float2(0, 1));
}

// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleCmpBias.f32(i32 255, {{.*}}, i32 1, i32 2, i32 undef, float %{{[0-9]+}}, float 5.000000e-01, float 3.000000e+00)
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleCmpGrad.f32(i32 254, {{.*}}, i32 0, i32 0, i32 undef, float %{{[0-9]+}}, float 1.000000e+00, float 0.000000e+00, float undef, float 0.000000e+00, float 1.000000e+00, float undef, float undef)
// CHECK: !{i32 0, i64 137438957568}
