// FeedbackTexture2D methods: every one, with the DXIL operations they lower to
// RUN: hlslc -T ps_6_5 -E main %s | FileCheck %s
// CHECK-COUNT-2: call void @dx.op.writeSamplerFeedback(i32 174
// CHECK: call void @dx.op.writeSamplerFeedbackBias(i32 175
// CHECK: call void @dx.op.writeSamplerFeedbackGrad(i32 177
// CHECK: call void @dx.op.writeSamplerFeedbackLevel(i32 176

FeedbackTexture2D<SAMPLER_FEEDBACK_MIN_MIP> f : register(u0);
Texture2D<float4> t : register(t0);
SamplerState s : register(s0);
float4 main(float4 p : P) : SV_Target {
  float2 uv = (float2)p;
  f.WriteSamplerFeedback(t, s, uv); f.WriteSamplerFeedback(t, s, uv, 1.0);
  f.WriteSamplerFeedbackBias(t, s, uv, 0.5); f.WriteSamplerFeedbackGrad(t, s, uv, p.xy, p.zw);
  f.WriteSamplerFeedbackLevel(t, s, uv, 1);
  return 0;
}
