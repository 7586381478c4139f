// RUN: hlslc -T ps_6_1 -E main -pack_optimized %s | FileCheck %s
// -pack_optimized sorts each group by interpolation mode first (DXIL's
// InterpolationMode order: constant, linear, centroid, noperspective, ...),
// so rows of one mode fill before the next mode starts; system-generated
// values (SV_IsFrontFace, SV_PrimitiveID) are placed last, after arbitrary
// and system values, and SV_SampleIndex is listed without a register.

struct PIn {
  sample float2 a : A;
  noperspective centroid float b : B;
  float4 pos : SV_Position;
  nointerpolation float4 c : C;
  noperspective sample float3 d : D;
  float e[3] : E;
  nointerpolation uint g : G;
  bool ff : SV_IsFrontFace;
  uint pid : SV_PrimitiveID;
  uint si : SV_SampleIndex;
  float2 h : H;
  centroid float k : K;
};

float4 main(PIn i) : SV_Target {
  return i.a.x + i.b + i.pos + i.c + i.d.z + i.e[2] + i.g + i.ff + i.pid + i.si + i.h.y + i.k;
}

// CHECK-LABEL: ; Input signature:
// CHECK: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; C                        0   xyzw        0     NONE   float   xyzw
// CHECK-NEXT: ; SV_Position              0   xyzw        1      POS   float   xyzw
// CHECK-NEXT: ; G                        0   x           2     NONE    uint   x
// CHECK-NEXT: ; SV_IsFrontFace           0    y          2    FFACE    uint    y
// CHECK-NEXT: ; SV_PrimitiveID           0     z         2   PRIMID    uint     z
// CHECK-NEXT: ; E                        0   x           3     NONE   float   x
// CHECK-NEXT: ; H                        0    yz         3     NONE   float     z
// CHECK-NEXT: ; E                        1   x           4     NONE   float   x
// CHECK-NEXT: ; E                        2   x           5     NONE   float   x
// CHECK-NEXT: ; K                        0   x           6     NONE   float   x
// CHECK-NEXT: ; B                        0   x           7     NONE   float   x
// CHECK-NEXT: ; A                        0   xy          8     NONE   float   x
// CHECK-NEXT: ; D                        0   xyz         9     NONE   float     z
// CHECK-NEXT: ; SV_SampleIndex           0    N/A  special   SAMPLE    uint     NO
// CHECK-NEXT: {{^;$}}
