// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// RUN: hlslc -T ps_6_0 -E main -Od %s | FileCheck %s
// RUN: hlslc -T ps_6_7 -E main %s | FileCheck %s
// A texel offset computed in a loop makes DXC unroll the function's loops
// completely with no size threshold (DxilLegalizeSampleOffsetPass), at
// every optimization level and shader model: the 3x3 loop nest here is
// above the automatic threshold, yet every offset becomes an immediate.

SamplerState s : register(s0);
Texture2D<float4> t : register(t0);

// CHECK-COUNT-9: call {{.*}}@dx.op.sample.f32(i32 60, {{.*}}, i32 {{-?[0-9]}}, i32 {{-?[0-9]}}, i32 undef, float undef)
// CHECK-NOT: call {{.*}}@dx.op.sample.f32(
float4 main(float2 uv : UV) : SV_Target {
  float4 r = 0;
  for (int y = -1; y <= 1; y++)
    for (int x = -1; x <= 1; x++)
      r += t.Sample(s, uv, int2(x, y)) * (x + 2) * (y + 3);
  return r;
}
