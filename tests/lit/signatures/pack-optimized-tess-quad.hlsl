// RUN: hlslc -T hs_6_0 -E main -pack_optimized %s | FileCheck %s
// -pack_optimized in a hull shader's patch constant signature: the indexed
// tess factors (quad: SV_TessFactor[4], SV_InsideTessFactor[2]) go to the
// last column after the 4-column elements, before the arbitrary values. The
// control point output signature is packed the same way.

struct CP { float3 p : POS; float2 uv : TEXCOORD0; float w : W; float4 pos : SV_Position; };
struct PC {
  float e[4] : SV_TessFactor;
  float i[2] : SV_InsideTessFactor;
  float3 c : CENTER;
  float k : KVAL;
  float2 m : MV;
  float4 q : QV;
};

PC pcf(InputPatch<CP, 4> ip, uint pid : SV_PrimitiveID) {
  PC o;
  o.e[0] = o.e[1] = o.e[2] = o.e[3] = ip[0].w;
  o.i[0] = o.i[1] = ip[1].w;
  o.c = ip[2].p;
  o.k = pid;
  o.m = ip[3].uv;
  o.q = ip[0].pos;
  return o;
}

[domain("quad")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(4)]
[patchconstantfunc("pcf")]
CP main(InputPatch<CP, 4> ip, uint i : SV_OutputControlPointID) { return ip[i]; }

// CHECK-LABEL: ; Output signature:
// CHECK: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; SV_Position              0   xyzw        0      POS   float   xyzw
// CHECK-NEXT: ; POS                      0   xyz         1     NONE   float   xyz
// CHECK-NEXT: ; W                        0      w        1     NONE   float      w
// CHECK-NEXT: ; TEXCOORD                 0   xy          2     NONE   float   xy
// CHECK-NEXT: {{^;$}}
// CHECK-LABEL: ; Patch Constant signature:
// CHECK: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; QV                       0   xyzw        0     NONE   float   xyzw
// CHECK-NEXT: ; SV_TessFactor            0      w        1 QUADEDGE   float      w
// CHECK-NEXT: ; CENTER                   0   xyz         1     NONE   float   xyz
// CHECK-NEXT: ; SV_TessFactor            1      w        2 QUADEDGE   float      w
// CHECK-NEXT: ; KVAL                     0     z         2     NONE   float     z
// CHECK-NEXT: ; MV                       0   xy          2     NONE   float   xy
// CHECK-NEXT: ; SV_TessFactor            2      w        3 QUADEDGE   float      w
// CHECK-NEXT: ; SV_TessFactor            3      w        4 QUADEDGE   float      w
// CHECK-NEXT: ; SV_InsideTessFactor      0      w        5  QUADINT   float      w
// CHECK-NEXT: ; SV_InsideTessFactor      1      w        6  QUADINT   float      w
// CHECK-NEXT: {{^;$}}
