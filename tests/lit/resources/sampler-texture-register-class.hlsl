// Samplers and textures accept each other's register class, as in DXC:
// register(tN) on a sampler binds sN, register(sN) on a texture binds tN.
// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
SamplerState Samp : register(t3, space14);
Texture2D T : register(s1);
float4 main(float2 uv : UV) : SV_Target { return T.Sample(Samp, uv); }
// CHECK: ; Samp                              sampler      NA          NA      S0     s3,space14     1
// CHECK: ; T                                 texture     f32          2d      T0             t1     1
