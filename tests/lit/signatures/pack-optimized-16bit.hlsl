// RUN: hlslc -T vs_6_2 -E main -enable-16bit-types -pack_optimized %s | FileCheck %s
// -pack_optimized with native 16-bit types: a row holds one data width, so
// 16-bit and 32-bit values sort together but never share a row.

struct VOut {
  half2 a : A;
  float b : B;
  half3 c : C;
  float2 d : D;
  uint16_t e : E;
  float4 pos : SV_Position;
  int16_t2 f : F;
};

VOut main(half4 p : P, float2 q : Q) {
  VOut o;
  o.a = p.xy;
  o.b = q.x;
  o.c = p.xyz;
  o.d = q;
  o.e = 1;
  o.pos = q.xyxy;
  o.f = 2;
  return o;
}

// CHECK-LABEL: ; Output signature:
// CHECK: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; SV_Position              0   xyzw        0      POS   float   xyzw
// CHECK-NEXT: ; E                        0     z         1     NONE  uint16     z
// CHECK-NEXT: ; F                        0   xy          1     NONE   int16   xy
// CHECK-NEXT: ; C                        0   xyz         2     NONE    fp16   xyz
// CHECK-NEXT: ; A                        0   xy          3     NONE    fp16   xy
// CHECK-NEXT: ; B                        0     z         4     NONE   float     z
// CHECK-NEXT: ; D                        0   xy          4     NONE   float   xy
// CHECK-NEXT: {{^;$}}
