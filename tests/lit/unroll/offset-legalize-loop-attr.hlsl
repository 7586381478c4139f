// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// The unrolling that legalizes texel offsets leaves a [loop] loop alone
// (DXC too): its offsets stay variable, an error before SM 6.7.

SamplerState s : register(s0);
Texture2D<float4> t : register(t0);

// CHECK: error: Offsets to texture access operations must be immediate values.
float4 main(float2 uv : UV) : SV_Target {
  float4 r = 0;
  [loop]
  for (int x = -1; x <= 1; x++)
    r += t.Sample(s, uv, int2(x, 0));
  return r;
}
