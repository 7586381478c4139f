// Other register classes on samplers and textures: DXC's messages.
// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
SamplerState Samp : register(u2);
Texture2D T : register(b1);
float4 main(float2 uv : UV) : SV_Target { return T.Sample(Samp, uv); }
// CHECK: sampler-texture-register-errors.hlsl:3:21: error: invalid register specification, expected 's' or 't' binding
// CHECK: sampler-texture-register-errors.hlsl:4:15: error: invalid register specification, expected 't' or 's' binding
