// RUN: hlslc -T ps_6_5 -E main %s | FileCheck --strict-whitespace %s
// A sampler feedback texture has no element type: the binding table's
// Format column says "invalid" (DXC's CompType name), right-aligned in its
// 7 columns like the others.

FeedbackTexture2D<SAMPLER_FEEDBACK_MIN_MIP> f;
Texture2D<float4> t;
SamplerState s;

// CHECK: ; f                                     UAV invalid     fbtex2d      U0             u0     1

float4 main(float2 uv : TEXCOORD) : SV_Target {
  f.WriteSamplerFeedback(t, s, uv);
  return 0;
}
