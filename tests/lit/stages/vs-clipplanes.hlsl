// [clipplanes(p0, ...)] on a vertex entry (DX9 user clip planes, up to 6
// float4 constants): output elements SV_ClipDistance 0..n-1 after the others,
// each dot(SV_Position, plane) with dx.op.dot4; the entry needs a
// 4-component SV_Position output.
// RUN: hlslc -T vs_6_0 -E main %s | FileCheck %s
// RUN: not hlslc -T vs_6_0 -E nopos %s 2>&1 | FileCheck %s --check-prefix=NOPOS
// CHECK: ; SV_Position              0   xyzw        0      POS   float   xyzw
// CHECK: ; SV_ClipDistance          0   x           1  CLIPDST   float   x
// CHECK: ; SV_ClipDistance          1    y          1  CLIPDST   float    y
// CHECK: call float @dx.op.dot4.f32(i32 56,
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0,
// CHECK: call float @dx.op.dot4.f32(i32 56,
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 2, i32 0, i8 0,
// CHECK: !{i32 1, !"SV_ClipDistance", i8 9, i8 6, !{{[0-9]+}}, i8 2, i32 1, i8 1, i32 1, i8 0,
// NOPOS: error: Cannot use clipplanes attribute without specifying a 4-component SV_Position output

struct Planes { float4 a; float4 b; };
cbuffer CB { Planes p; };
float4 g_plane;

[clipplanes(p.b, g_plane)]
float4 main(float3 v : POSITION) : SV_Position {
  return float4(v, 1);
}

[clipplanes(g_plane)]
float3 nopos(float3 v : POSITION) : TEXCOORD {
  return v;
}
