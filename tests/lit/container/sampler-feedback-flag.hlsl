// RUN: hlslc -T ps_6_5 -E main %s | FileCheck %s
// RUN: hlslc -T ps_6_5 -E main %s -Fo %t.dxil && obj2yaml %t.dxil | FileCheck %s --check-prefix=YAML
// The WriteSamplerFeedback operations set the "Sampler feedback" shader
// flag (from validator 1.9, as DXC and its validator compute it).

// CHECK: Sampler feedback
// CHECK: call void @dx.op.writeSamplerFeedback(i32 174
// YAML: Name: SFI0
// YAML: SamplerFeedback: true

FeedbackTexture2D<SAMPLER_FEEDBACK_MIN_MIP> f;
Texture2D<float4> t;
SamplerState s;

float4 main(float2 uv : UV) : SV_Target {
  f.WriteSamplerFeedback(t, s, uv);
  return 0;
}
