// RUN: hlslc -T vs_6_0 -E main -pack_optimized %s | FileCheck %s
// -pack_optimized with single-row clip/cull distances: they are first packed
// together into two rows of their own (largest first), then each of those
// rows is placed, as a block, at the first row with room for all of it,
// after the 4-column, arbitrary and system values.

struct VOut {
  float a : A;
  float3 clip0 : SV_ClipDistance0;
  float2 cull0 : SV_CullDistance0;
  float2 clip1 : SV_ClipDistance1;
  float cull1 : SV_CullDistance1;
  float4 pos : SV_Position;
  float2 b : B;
};

VOut main() { return (VOut)1.0F; }

// CHECK-LABEL: ; Output signature:
// CHECK: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; SV_Position              0   xyzw        0      POS   float   xyzw
// CHECK-NEXT: ; A                        0     z         1     NONE   float     z
// CHECK-NEXT: ; B                        0   xy          1     NONE   float   xy
// CHECK-NEXT: ; SV_ClipDistance          0   xyz         2  CLIPDST   float   xyz
// CHECK-NEXT: ; SV_CullDistance          1      w        2  CULLDST   float      w
// CHECK-NEXT: ; SV_ClipDistance          1     zw        3  CLIPDST   float     zw
// CHECK-NEXT: ; SV_CullDistance          0   xy          3  CULLDST   float   xy
// CHECK-NEXT: {{^;$}}
