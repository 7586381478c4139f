// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// A struct mixing resources and data declared in a cbuffer: the data is laid
// out in that buffer; the resources are bound after the other resources
// ($Globals' first, then the block's), a register on the member gives each
// class's first register.

struct L { Texture2D t; float f; SamplerState s; };
Texture2D plain;
cbuffer CB { float k; L c : register(t5) : register(s2); float j; }
L g;

float4 main(float2 uv : UV) : SV_Target {
  return c.t.Sample(c.s, uv) * c.f * k * j + g.t.Sample(g.s, uv) * g.f + plain.Sample(g.s, uv);
}

// CHECK: ; cbuffer CB
// CHECK: ;   struct hostlayout.CB
// CHECK: ;       float k;                                      ; Offset:    0
// CHECK: ;           float f;                                  ; Offset:   16
// CHECK: ;       } c;                                          ; Offset:   16
// CHECK: ;       float j;                                      ; Offset:   20
// CHECK: ;   } CB;                                             ; Offset:    0 Size:    24
// CHECK: ; g.s                               sampler      NA          NA      S0             s0     1
// CHECK-NEXT: ; c.s                               sampler      NA          NA      S1             s2     1
// CHECK-NEXT: ; plain                             texture     f32          2d      T0             t0     1
// CHECK-NEXT: ; g.t                               texture     f32          2d      T1             t1     1
// CHECK-NEXT: ; c.t                               texture     f32          2d      T2             t5     1
