// Legacy b/c/i registers on cbuffer members are accepted and ignored (the
// members keep their packed offsets), as in DXC.
// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
cbuffer A : register(b0) {
  float2 x : register(c0);
  float4 y : register(b3);
  float4 w : register(i2);
};
float4 main() : SV_Target { return x.xyxy + y + w; }

// CHECK: ;       float2 x;                                     ; Offset:    0
// CHECK: ;       float4 y;                                     ; Offset:   16
// CHECK: ;       float4 w;                                     ; Offset:   32
// CHECK: ;   } A;                                              ; Offset:    0 Size:    48
