// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// RUN: not hlslc -T ps_6_0 -E main -Od %s 2>&1 | FileCheck %s --check-prefix=OD
// RUN: not hlslc -T ps_6_0 -E uninit -Od %s 2>&1 | FileCheck %s --check-prefix=UNINIT
// DXC reports a local resource that does not map to one global resource
// where the paths meet (the select its SimplifyCFG makes carries the
// branch's location) when optimizing, and at the use with -Od; what a
// method call compiles to is located at the start of the call (the object).

float4 Tex2D(Texture2D<float4> t, SamplerState s, float2 c) {
  // OD: [[# @LINE + 2]]:10: error: local resource not guaranteed to map to unique global resource.
  // UNINIT: [[# @LINE + 1]]:10: error: local resource not guaranteed to map to unique global resource.
  return t.Sample(s, c);
}

SamplerState g_ss;
Texture2D<float4> g_texture;
Texture2D<float4> g_texture2;

float4 main(float2 c : T) : SV_Target {
  Texture2D<float4> l_texture;
  // CHECK: [[# @LINE + 1]]:7: error: local resource not guaranteed to map to unique global resource.
  if (c.x > 0)
    l_texture = g_texture;
  else
    l_texture = g_texture2;
  return Tex2D(l_texture, g_ss, c);
}

float4 uninit(float2 c : T) : SV_Target {
  Texture2D<float4> l_texture;
  return Tex2D(l_texture, g_ss, c);
}
