// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// The resources of ConstantBuffer<S> / TextureBuffer<S> views are made with
// those of the other buffers: $Globals first, then the buffers (cbuffer
// blocks and views) in declaration order; the tbuffer itself comes last.

struct S { float4 a; Texture2D tex; SamplerState samp; };
ConstantBuffer<S> V1;
cbuffer X { S s; };
TextureBuffer<S> T1;
S g;
ConstantBuffer<S> V2;
Texture2D plain;

float4 main(float2 uv : TEXCOORD) : SV_Target {
  return V2.tex.Sample(V2.samp, uv) + T1.tex.Sample(T1.samp, uv) + V1.tex.Sample(V1.samp, uv) +
         g.tex.Sample(g.samp, uv) + s.tex.Sample(s.samp, uv) + plain.Load(int3(0, 0, 0)) + V1.a + T1.a + g.a;
}

// CHECK: ; $Globals                          cbuffer      NA          NA     CB0            cb0     1
// CHECK-NEXT: ; V1                                cbuffer      NA          NA     CB1            cb1     1
// CHECK-NEXT: ; g.samp                            sampler      NA          NA      S0             s0     1
// CHECK-NEXT: ; V1.samp                           sampler      NA          NA      S1             s1     1
// CHECK-NEXT: ; s.samp                            sampler      NA          NA      S2             s2     1
// CHECK-NEXT: ; T1.samp                           sampler      NA          NA      S3             s3     1
// CHECK-NEXT: ; V2.samp                           sampler      NA          NA      S4             s4     1
// CHECK-NEXT: ; plain                             texture     f32          2d      T0             t0     1
// CHECK-NEXT: ; g.tex                             texture     f32          2d      T1             t1     1
// CHECK-NEXT: ; V1.tex                            texture     f32          2d      T2             t2     1
// CHECK-NEXT: ; s.tex                             texture     f32          2d      T3             t3     1
// CHECK-NEXT: ; T1.tex                            texture     f32          2d      T4             t4     1
// CHECK-NEXT: ; V2.tex                            texture     f32          2d      T5             t5     1
// CHECK-NEXT: ; T1                                texture     u32     tbuffer      T6             t6     1
