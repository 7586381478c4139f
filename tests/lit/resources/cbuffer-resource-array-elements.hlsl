// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// A resource array declared inside a cbuffer is bound element by element, as
// DXC does: each used element is its own implicitly bound resource named
// "Tex1.N" (DXC ignores a register on such an array too), bound in order of
// use after the other resources, as DXC binds them.

SamplerState Samp;
cbuffer CB
{
  Texture2D Tex1[3] : register(t2);
  Texture2D Tex2[3];
  float4 foo;
};

float4 main(int4 a : A, float4 coord : TEXCOORD) : SV_Target
{
  return Tex1[2].Sample(Samp, coord.xy) * foo + Tex1[0].Sample(Samp, coord.xy) + Tex2[1].Sample(Samp, coord.xy);
}

// CHECK: ; CB                                cbuffer      NA          NA     CB0            cb0     1
// CHECK: ; Samp                              sampler      NA          NA      S0             s0     1
// CHECK: ; Tex1.2                            texture     f32          2d      T0             t0     1
// CHECK: ; Tex1.0                            texture     f32          2d      T1             t1     1
// CHECK: ; Tex2.1                            texture     f32          2d      T2             t2     1
// CHECK: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
