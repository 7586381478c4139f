// sampler1D/2D/3D/CUBE are not types in DXC (only 'sampler' is): code ported
// from DX9 defines its own combined sampler struct and tex2D overload.
// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// CHECK: call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60,
struct sampler2D {
  Texture2D t;
  SamplerState s;
};
float4 tex2D(sampler2D x, float2 v) { return x.t.Sample(x.s, v); }
sampler2D g;
float4 main(float2 uv : UV) : SV_Target { return tex2D(g, uv); }
