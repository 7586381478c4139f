// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// Pixel outputs and inputs DXC treats specially: an SV_Target array is one
// element per target, the last first, placed on the row of its index;
// SV_Depth and output SV_Coverage are in the signature but not placed;
// input SV_Coverage is not in the signature (dx.op.coverage); SV_PrimitiveID
// and SV_IsFrontFace are system-generated values packed after the ID in its
// row. sample / noperspective centroid modifiers, clip (any negative
// component discards), fwidth (|ddx| + |ddy|), ddx_fine / ddy_fine.

struct PSOut { float4 c0 : SV_Target0; float4 c[2] : SV_Target1; float d : SV_Depth; uint cov : SV_Coverage; };

// CHECK: call i32 @dx.op.coverage.i32(i32 91)
// CHECK: %[[C:[0-9]+]] = fcmp fast olt float %{{.*}}, 0.000000e+00
// CHECK-NEXT: call void @dx.op.discard(i32 82, i1 %[[C]])
// CHECK: %[[A:[0-9]+]] = fcmp fast olt float
// CHECK-NEXT: %[[B:[0-9]+]] = fcmp fast olt float
// CHECK-NEXT: %[[AB:[0-9]+]] = or i1 %[[A]], %[[B]]
// CHECK-NEXT: %[[D:[0-9]+]] = fcmp fast olt float
// CHECK-NEXT: %[[ABD:[0-9]+]] = or i1 %[[AB]], %[[D]]
// CHECK-NEXT: call void @dx.op.discard(i32 82, i1 %[[ABD]])
// CHECK-NEXT: %[[DX:[0-9]+]] = call float @dx.op.unary.f32(i32 83, float
// CHECK-NEXT: call float @dx.op.unary.f32(i32 6, float %[[DX]])
// CHECK-NEXT: %[[DY:[0-9]+]] = call float @dx.op.unary.f32(i32 84, float
// CHECK-NEXT: call float @dx.op.unary.f32(i32 6, float %[[DY]])
// CHECK: call float @dx.op.unary.f32(i32 85, float
// CHECK: call float @dx.op.unary.f32(i32 86, float

// CHECK: !{[17 x i32] [i32 15, i32 12, i32 0, i32 0, i32 0, i32 0, i32 80, i32 175, i32 0, i32 0, i32 1, i32 2, i32 4, i32 0, i32 1024, i32 256, i32 2048]}
// CHECK: !{i32 1, !"TEXCOORD", i8 9, i8 0, !{{[0-9]+}}, i8 6, i32 1, i8 2, i32 1, i8 0,
// CHECK: !{i32 2, !"NORMAL", i8 9, i8 0, !{{[0-9]+}}, i8 5, i32 1, i8 3, i32 2, i8 0,
// CHECK: !{i32 3, !"ID", i8 4, i8 0, !{{[0-9]+}}, i8 1, i32 1, i8 1, i32 3, i8 0,
// CHECK: !{i32 4, !"SV_PrimitiveID", i8 5, i8 10, !{{[0-9]+}}, i8 1, i32 1, i8 1, i32 3, i8 1,
// CHECK: !{i32 5, !"SV_IsFrontFace", i8 5, i8 13, !{{[0-9]+}}, i8 1, i32 1, i8 1, i32 3, i8 2,
// CHECK: !{i32 0, !"SV_Target", i8 9, i8 16, !{{[0-9]+}}, i8 0, i32 1, i8 4, i32 0, i8 0,
// CHECK: !{i32 1, !"SV_Target", i8 9, i8 16, ![[T2:[0-9]+]], i8 0, i32 1, i8 4, i32 2, i8 0,
// CHECK: ![[T2]] = !{i32 2}
// CHECK: !{i32 2, !"SV_Target", i8 9, i8 16, ![[T1:[0-9]+]], i8 0, i32 1, i8 4, i32 1, i8 0,
// CHECK: ![[T1]] = !{i32 1}
// CHECK: !{i32 3, !"SV_Depth", i8 9, i8 17, !{{[0-9]+}}, i8 0, i32 1, i8 1, i32 -1, i8 -1,
// CHECK: !{i32 4, !"SV_Coverage", i8 5, i8 14, !{{[0-9]+}}, i8 0, i32 1, i8 1, i32 -1, i8 -1,
// CHECK-NOT: !"SV_Coverage"

PSOut main(float4 pos : SV_Position, sample float2 uv : TEXCOORD0, noperspective centroid float3 n : NORMAL,
           nointerpolation int id : ID, uint prim : SV_PrimitiveID, uint cin : SV_Coverage, bool ff : SV_IsFrontFace) {
  PSOut o;
  clip(uv.x - 0.5);
  clip(n);
  o.c0 = float4(n, 1) * fwidth(uv.y);
  o.c[0] = float4(ddx_fine(uv), ddy_fine(uv));
  o.c[1] = float4(prim, cin, id, ff ? 1 : 0);
  o.d = pos.z;
  o.cov = cin & 3;
  return o;
}
