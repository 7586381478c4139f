// RUN: hlslc -T ms_6_5 -E main -pack_optimized %s | FileCheck %s
// -pack_optimized in a mesh shader: the vertex outputs and the primitive
// outputs (listed as the patch constant signature) are both packed with the
// optimized order; SV_CullPrimitive is not packed.

struct V { float2 uv : TEXCOORD0; float a : A; float3 n : NORMAL; float4 pos : SV_Position; float c : SV_ClipDistance; };
struct P {
  uint pid : SV_PrimitiveID;
  float2 x : PX;
  uint rt : SV_RenderTargetArrayIndex;
  bool cull : SV_CullPrimitive;
  float4 q : PQ;
  nointerpolation uint k : PK;
};

[outputtopology("triangle")]
[numthreads(1, 1, 1)]
void main(out vertices V v[3], out indices uint3 t[1], out primitives P p[1]) {
  SetMeshOutputCounts(3, 1);
  for (uint i = 0; i < 3; i++) {
    v[i].pos = i;
    v[i].uv = i;
    v[i].a = i;
    v[i].n = i;
    v[i].c = i;
  }
  t[0] = uint3(0, 1, 2);
  p[0].pid = 1;
  p[0].x = 2;
  p[0].rt = 0;
  p[0].cull = false;
  p[0].q = 3;
  p[0].k = 4;
}

// CHECK-LABEL: ; Output signature:
// CHECK: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; SV_Position              0   xyzw        0      POS   float   xyzw
// CHECK-NEXT: ; A                        0      w        1     NONE   float      w
// CHECK-NEXT: ; NORMAL                   0   xyz         1     NONE   float   xyz
// CHECK-NEXT: ; TEXCOORD                 0   xy          2     NONE   float   xy
// CHECK-NEXT: ; SV_ClipDistance          0     z         2  CLIPDST   float     z
// CHECK-NEXT: {{^;$}}
// CHECK-LABEL: ; Patch Constant signature:
// CHECK: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; PQ                       0   xyzw        0     NONE   float   xyzw
// CHECK-NEXT: ; SV_PrimitiveID           0      w        1   PRIMID    uint      w
// CHECK-NEXT: ; PX                       0   xy          1     NONE   float   xy
// CHECK-NEXT: ; PK                       0     z         1     NONE    uint     z
// CHECK-NEXT: ; SV_RenderTargetArrayIndex     0   x           2  RTINDEX    uint   x
// CHECK-NEXT: ; SV_CullPrimitive         0    N/A  special CULLPRIM    uint    YES
// CHECK-NEXT: {{^;$}}
