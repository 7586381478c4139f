// RUN: hlslc -T vs_6_0 -E main -pack_optimized %s | FileCheck %s
// -pack_optimized (DXC's DxilSignatureAllocator::PackOptimized): the whole
// signature is sorted before a greedy first fit. 4-column elements (SV_Position
// and arbitrary float4s) take the first rows; the other elements start below
// them: arbitrary values first, then system values, each group sorted by
// interpolation mode, more rows, more columns, then declaration order.
// (Prefix-stable packing would keep declaration order: A at row 0.)

struct VOut {
  float a : A;
  float2 b : B;
  uint rt : SV_RenderTargetArrayIndex;
  float4 pos : SV_Position;
  float3 c : C;
  float d[2] : D;
  float4 e : E;
  uint vp : SV_ViewportArrayIndex;
};

VOut main(float4 p : P) {
  VOut o = (VOut)p.x;
  o.rt = 1;
  o.vp = 2;
  return o;
}

// CHECK-LABEL: ; Output signature:
// CHECK: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; E                        0   xyzw        0     NONE   float   xyzw
// CHECK-NEXT: ; SV_Position              0   xyzw        1      POS   float   xyzw
// CHECK-NEXT: ; C                        0    yzw        2     NONE   float    yzw
// CHECK-NEXT: ; D                        0   x           2     NONE   float   x
// CHECK-NEXT: ; A                        0      w        3     NONE   float      w
// CHECK-NEXT: ; B                        0    yz         3     NONE   float    yz
// CHECK-NEXT: ; D                        1   x           3     NONE   float   x
// CHECK-NEXT: ; SV_RenderTargetArrayIndex     0   x           4  RTINDEX    uint   x
// CHECK-NEXT: ; SV_ViewportArrayIndex     0    y          4  VPINDEX    uint    y
// CHECK-NEXT: {{^;$}}
