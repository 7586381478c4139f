// RUN: hlslc -T ps_6_5 -E main %s | FileCheck %s
// FeedbackTexture2D.WriteSamplerFeedback* become writeSamplerFeedback* ops
// (feedback texture, sampled texture, sampler, four coordinates, ...); an
// absent clamp is undef and constant biases are clamped to [-16, 15.99]
// like DXC. The record carries the feedback type as its extended property.

FeedbackTexture2D<SAMPLER_FEEDBACK_MIP_REGION_USED> FB : register(u0);
Texture2D<float> T : register(t0);
SamplerState S : register(s0);

float main(float2 uv : UV) : SV_Target {
  FB.WriteSamplerFeedback(T, S, uv);
  FB.WriteSamplerFeedbackBias(T, S, uv, 27.0, 2.0);
  FB.WriteSamplerFeedbackGrad(T, S, uv, float2(1, 2), float2(3, 4));
  FB.WriteSamplerFeedbackLevel(T, S, uv, 1.0);
  return 0;
}

// CHECK: call void @dx.op.writeSamplerFeedback(i32 174, %dx.types.Handle %[[FB:[0-9]+]], %dx.types.Handle %[[T:[0-9]+]], %dx.types.Handle %[[S:[0-9]+]], float %[[U:[0-9]+]], float %[[V:[0-9]+]], float undef, float undef, float undef)
// CHECK: call void @dx.op.writeSamplerFeedbackBias(i32 175, %dx.types.Handle %[[FB]], %dx.types.Handle %[[T]], %dx.types.Handle %[[S]], float %[[U]], float %[[V]], float undef, float undef, float 0x402FFAE140000000, float 2.000000e+00)
// CHECK: call void @dx.op.writeSamplerFeedbackGrad(i32 177, {{.*}}, float undef, float undef, float 1.000000e+00, float 2.000000e+00, float undef, float 3.000000e+00, float 4.000000e+00, float undef, float undef)
// CHECK: call void @dx.op.writeSamplerFeedbackLevel(i32 176, {{.*}}, float undef, float undef, float 1.000000e+00)
// CHECK: !{i32 0, %"class.FeedbackTexture2D<1>"* undef, !"", i32 0, i32 0, i32 1, i32 17, i1 false, i1 false, i1 false, ![[FT:[0-9]+]]}
// CHECK: ![[FT]] = !{i32 2, i32 1}
