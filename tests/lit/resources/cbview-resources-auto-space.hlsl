// RUN: hlslc -T ps_6_0 -E main -auto-binding-space 3 %s | FileCheck %s
// -auto-binding-space places a ConstantBuffer<S> without a register in that
// space, but not the resources S's fields became: DXC makes them while
// lowering the buffer, in space 0.

struct S {
  float4 a;
  Texture2D tex;
  SamplerState samp;
};
ConstantBuffer<S> C1 : register(b3);
ConstantBuffer<S> C3;
Texture2D plain;

float4 main(float2 uv : TEXCOORD) : SV_Target {
  return C1.a * C1.tex.Sample(C1.samp, uv) + C3.tex.Sample(C3.samp, uv) * C3.a + plain.Load(int3(0, 0, 0));
}

// CHECK: ; C1                                cbuffer      NA          NA     CB0            cb3     1
// CHECK-NEXT: ; C3                                cbuffer      NA          NA     CB1     cb0,space3     1
// CHECK-NEXT: ; C1.samp                           sampler      NA          NA      S0             s0     1
// CHECK-NEXT: ; C3.samp                           sampler      NA          NA      S1             s1     1
// CHECK-NEXT: ; plain                             texture     f32          2d      T0      t0,space3     1
// CHECK-NEXT: ; C1.tex                            texture     f32          2d      T1             t0     1
// CHECK-NEXT: ; C3.tex                            texture     f32          2d      T2             t1     1
