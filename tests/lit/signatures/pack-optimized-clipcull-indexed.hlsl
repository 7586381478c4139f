// RUN: hlslc -T vs_6_0 -E main -pack_optimized %s | FileCheck %s
// -pack_optimized with a multi-row (indexed) clip distance: all clip/cull
// elements go, greedily, into the first pair of adjacent rows where every
// one of them fits beside what is already there.

struct VOut {
  float3 a : A;
  float b : B;
  float3 c : C;
  float2 clip[2] : SV_ClipDistance;
  float cull : SV_CullDistance;
  float2 d : D;
  float3 m[3] : M;
};

VOut main(float4 p : P) {
  VOut o = (VOut)p.x;
  o.clip[1] = p.yz;
  return o;
}

// CHECK-LABEL: ; Output signature:
// CHECK: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; B                        0      w        0     NONE   float      w
// CHECK-NEXT: ; M                        0   xyz         0     NONE   float   xyz
// CHECK-NEXT: ; M                        1   xyz         1     NONE   float   xyz
// CHECK-NEXT: ; M                        2   xyz         2     NONE   float   xyz
// CHECK-NEXT: ; A                        0   xyz         3     NONE   float   xyz
// CHECK-NEXT: ; C                        0   xyz         4     NONE   float   xyz
// CHECK-NEXT: ; SV_ClipDistance          0     zw        5  CLIPDST   float     zw
// CHECK-NEXT: ; D                        0   xy          5     NONE   float   xy
// CHECK-NEXT: ; SV_ClipDistance          1     zw        6  CLIPDST   float     zw
// CHECK-NEXT: ; SV_CullDistance          0   x           6  CULLDST   float   x
// CHECK-NEXT: {{^;$}}
