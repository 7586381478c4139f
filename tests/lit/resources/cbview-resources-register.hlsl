// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// The register and space of a ConstantBuffer<S> apply to its buffer only:
// the resources S's fields became are bound implicitly in space 0 (DXC),
// after the other resources, buffer by buffer in declaration order.

struct S {
  float4 a;
  Texture2D tex;
  SamplerState samp;
};
ConstantBuffer<S> C1 : register(b3);
ConstantBuffer<S> C2 : register(b1, space2);
ConstantBuffer<S> C3;
ConstantBuffer<S> C4 : register(space1);
Texture2D plain;

float4 main(float2 uv : TEXCOORD) : SV_Target {
  return C1.a * C1.tex.Sample(C1.samp, uv) + C2.tex.Sample(C2.samp, uv) * C2.a +
         C3.tex.Sample(C3.samp, uv) * C3.a + C4.a * C4.tex.Sample(C4.samp, uv) + plain.Load(int3(0, 0, 0));
}

// CHECK: ; C1                                cbuffer      NA          NA     CB0            cb3     1
// CHECK-NEXT: ; C2                                cbuffer      NA          NA     CB1     cb1,space2     1
// CHECK-NEXT: ; C3                                cbuffer      NA          NA     CB2            cb0     1
// CHECK-NEXT: ; C4                                cbuffer      NA          NA     CB3     cb0,space1     1
// CHECK-NEXT: ; C1.samp                           sampler      NA          NA      S0             s0     1
// CHECK-NEXT: ; C2.samp                           sampler      NA          NA      S1             s1     1
// CHECK-NEXT: ; C3.samp                           sampler      NA          NA      S2             s2     1
// CHECK-NEXT: ; C4.samp                           sampler      NA          NA      S3             s3     1
// CHECK-NEXT: ; plain                             texture     f32          2d      T0             t0     1
// CHECK-NEXT: ; C1.tex                            texture     f32          2d      T1             t1     1
// CHECK-NEXT: ; C2.tex                            texture     f32          2d      T2             t2     1
// CHECK-NEXT: ; C3.tex                            texture     f32          2d      T3             t3     1
// CHECK-NEXT: ; C4.tex                            texture     f32          2d      T4             t4     1
