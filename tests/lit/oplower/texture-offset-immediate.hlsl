// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// RUN: hlslc -T ps_6_7 -E main %s | FileCheck --check-prefix=SM67 %s
// Before SM 6.7, texel offsets of Sample* and Load are immediates in
// [-8, 7] (DXC's DxilLegalizeSampleOffsetPass); from 6.7 they may be
// computed. Gather's offsets may always be.

SamplerState s : register(s0);
Texture2D<float4> t : register(t0);
int x, y;

// CHECK: texture-offset-immediate.hlsl:[[# @LINE + 5]]:{{[0-9]+}}: error: Offsets to texture access operations must be immediate values.
// CHECK: texture-offset-immediate.hlsl:[[# @LINE + 5]]:{{[0-9]+}}: error: Offsets to texture access operations must be between -8 and 7.
// CHECK-NOT: error
// SM67: call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60,
float4 main(float2 a : A) : SV_Target {
  float4 r = t.Sample(s, a, int2(x + y, x - y));
  r += t.Load(int3(0, 0, 0), int2(9, 0));
  r += t.Sample(s, a, int2(-8, 7));
  r += t.Gather(s, a, int2(x, y));
  return r;
}
