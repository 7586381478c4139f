// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// The data part of a struct mixing resources and data: its resource fields
// take no room in $Globals, and DXC names the layout types "hostlayout."
// (the buffer's and the struct's).

struct LegacyTex { Texture2D t; float f; SamplerState s; };
float h;
LegacyTex tx1;
float i;

float4 main(float2 uv : UV) : SV_Target {
  return h * tx1.t.Sample(tx1.s, uv) * tx1.f + i;
}

// CHECK: ; cbuffer $Globals
// CHECK: ;   struct hostlayout.$Globals
// CHECK: ;       float h;                                      ; Offset:    0
// CHECK-NEXT: ;       struct hostlayout.struct.LegacyTex
// CHECK-NEXT: ;       {
// CHECK-NEXT: ;
// CHECK-NEXT: ;           float f;                                  ; Offset:   16
// CHECK-NEXT: ;
// CHECK-NEXT: ;       } tx1;                                        ; Offset:   16
// CHECK-NEXT: ;
// CHECK-NEXT: ;       float i;                                      ; Offset:   20
// CHECK: ;   } $Globals;                                       ; Offset:    0 Size:    24
// CHECK: %"hostlayout.$Globals" = type { float, %hostlayout.struct.LegacyTex, float }
// CHECK: %hostlayout.struct.LegacyTex = type { float }
