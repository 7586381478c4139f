// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// register() on a $Globals struct mixing resources and data: each class's
// register is where that class's fields start, and DXC also places the
// struct's data at the row of the last annotation (here s1: offset 16),
// whatever its class.

struct L { Texture2D t; float f; SamplerState s; Texture2D t2; };
L a : register(t3) : register(s1);

float4 main(float2 uv : UV) : SV_Target {
  return a.t2.Sample(a.s, uv) * a.f;
}

// CHECK: ;           float f;                                  ; Offset:   16
// CHECK: ;       } a;                                          ; Offset:   16
// CHECK: ;   } $Globals;                                       ; Offset:    0 Size:    20
// CHECK: ; a.s                               sampler      NA          NA      S0             s1     1
// CHECK-NEXT: ; a.t2                              texture     f32          2d      T0             t4     1
