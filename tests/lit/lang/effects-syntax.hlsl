// RUN: hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// RUN: hlslc -T ps_6_0 -E main -Wno-effects-syntax %s 2>&1 | FileCheck %s --check-prefix=QUIET
// The effect framework's syntax compiles, ignored with a warning in
// -Weffects-syntax as DXC does: annotations after a declarator, state
// blocks without '=', sampler_state assignments and technique blocks.

// CHECK: :[[@LINE+1]]:13: warning: possible effect annotation ignored - effect syntax is deprecated
float4 tint < string UIName = "Tint"; float UIMin = 0; > = float4(1, 1, 1, 1);
// CHECK: :[[@LINE+1]]:16: warning: effect state block ignored - effect syntax is deprecated. To use braces as an initializer use them with equal signs.
SamplerState s { Filter = MIN_MAG_MIP_LINEAR; AddressU = Wrap; };
Texture2D t;
// CHECK: :[[@LINE+1]]:19: warning: effect sampler_state assignment ignored - effect syntax is deprecated
SamplerState s2 = sampler_state { Texture = <t>; AddressV = Clamp; };

float4 main(float2 uv : TEXCOORD0 < string hint = "uv"; >) : SV_Target {
  return t.Sample(s, uv) * tint + t.Sample(s2, uv);
}

// CHECK: :[[@LINE+1]]:1: warning: effect technique ignored - effect syntax is deprecated
technique11 Render {
  pass P0 { SetPixelShader(CompileShader(ps_5_0, main())); }
}

// CHECK: define void @main()
// QUIET-NOT: effect syntax
// QUIET: define void @main()
