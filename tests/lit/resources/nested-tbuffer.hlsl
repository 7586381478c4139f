// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// A tbuffer declared inside a cbuffer is a buffer of its own (DXC); its
// members are not part of the outer buffer.

cbuffer MyCB : register(b1) {
  float4 f;
  tbuffer MyTB : register(t2) {
    float f3;
    float4 f4;
  };
  float g;
};

float4 main() : SV_Target { return f * f4.z + f3 * g; }

// CHECK: ; cbuffer MyCB
// CHECK: ;       float4 f;                                     ; Offset:    0
// CHECK-NEXT: ;       float g;                                      ; Offset:   16
// CHECK: ;   } MyCB;                                           ; Offset:    0 Size:    20
// CHECK: ; tbuffer MyTB
// CHECK: ;       float f3;                                     ; Offset:    0
// CHECK-NEXT: ;       float4 f4;                                    ; Offset:   16
// CHECK: ; MyCB                              cbuffer      NA          NA     CB0            cb1     1
// CHECK: ; MyTB                              texture     u32     tbuffer      T0             t2     1
