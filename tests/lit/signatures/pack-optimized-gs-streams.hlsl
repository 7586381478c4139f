// RUN: hlslc -T gs_6_0 -E main -pack_optimized %s | FileCheck %s
// -pack_optimized in a geometry shader: each output stream is packed on its
// own (registers restart at 0 for stream 1), each with the optimized order.

struct GIn { float4 pos : SV_Position; float2 uv : TEXCOORD0; float w : W; };
struct S0 { float2 uv : TEXCOORD0; float a : A; float4 pos : SV_Position; float3 b : B; };
struct S1 { float2 x : X; float y : Y; float4 z : Z; uint rt : SV_RenderTargetArrayIndex; };

[maxvertexcount(3)]
void main(triangle GIn i[3], uint pid : SV_PrimitiveID, inout PointStream<S0> s0,
          inout PointStream<S1> s1) {
  S0 a;
  a.pos = i[0].pos;
  a.uv = i[1].uv;
  a.a = i[2].w;
  a.b = i[0].pos.xyz;
  s0.Append(a);
  S1 b;
  b.x = i[0].uv;
  b.y = i[1].w;
  b.z = i[2].pos;
  b.rt = pid;
  s1.Append(b);
}

// CHECK-LABEL: ; Output signature:
// CHECK: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; m0:SV_Position           0   xyzw        0      POS   float   xyzw
// CHECK-NEXT: ; m0:A                     0      w        1     NONE   float      w
// CHECK-NEXT: ; m0:B                     0   xyz         1     NONE   float   xyz
// CHECK-NEXT: ; m0:TEXCOORD              0   xy          2     NONE   float   xy
// CHECK-NEXT: ; m1:Z                     0   xyzw        0     NONE   float   xyzw
// CHECK-NEXT: ; m1:X                     0   xy          1     NONE   float   xy
// CHECK-NEXT: ; m1:Y                     0     z         1     NONE   float     z
// CHECK-NEXT: ; m1:SV_RenderTargetArrayIndex     0   x           2  RTINDEX    uint   x
// CHECK-NEXT: {{^;$}}
