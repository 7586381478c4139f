// RUN: hlslc -T vs_6_0 -E main %s | FileCheck %s
// DXC's prefix-stable signature packing (DxilSignatureAllocator): elements
// in declaration order, first fit; arbitrary values before system values
// before system-generated ones within a row, one interpolation mode per
// row, indexed (multi-row) elements not sharing rows with system values,
// clip/cull distances in their own rows (at most two). An SV_RenderTarget-
// ArrayIndex output sets shader flag bit 9. Rows/columns checked against DXC.

struct O {
  float a : A;
  float4 p : SV_Position;
  float2 b : B;
  nointerpolation uint c : C;
  float3 d[2] : D;
  float e : E;
  noperspective float f : F;
  uint rt : SV_RenderTargetArrayIndex;
  float clip0 : SV_ClipDistance0;
  float2 cull : SV_CullDistance;
  float g : G;
  float clip1[2] : SV_ClipDistance1;
  nointerpolation uint h : H;
  float2 k : K;
};

// CHECK: !{void ()* @main, !"main", !{{[0-9]+}}, null, ![[PROPS:[0-9]+]]}
// CHECK: !{i32 0, !"V", i8 9, i8 0, !{{[0-9]+}}, i8 0, i32 1, i8 4, i32 0, i8 0, !{{[0-9]+}}}
// CHECK: !{i32 0, !"A", i8 9, i8 0, !{{[0-9]+}}, i8 2, i32 1, i8 1, i32 0, i8 0, !{{[0-9]+}}}
// CHECK: !{i32 1, !"SV_Position", i8 9, i8 3, !{{[0-9]+}}, i8 4, i32 1, i8 4, i32 1, i8 0, !{{[0-9]+}}}
// CHECK: !{i32 2, !"B", i8 9, i8 0, !{{[0-9]+}}, i8 2, i32 1, i8 2, i32 0, i8 1, !{{[0-9]+}}}
// CHECK: !{i32 3, !"C", i8 5, i8 0, !{{[0-9]+}}, i8 1, i32 1, i8 1, i32 2, i8 0, !{{[0-9]+}}}
// CHECK: !{i32 4, !"D", i8 9, i8 0, !{{[0-9]+}}, i8 2, i32 2, i8 3, i32 3, i8 0, !{{[0-9]+}}}
// CHECK: !{i32 5, !"E", i8 9, i8 0, !{{[0-9]+}}, i8 2, i32 1, i8 1, i32 0, i8 3, !{{[0-9]+}}}
// CHECK: !{i32 6, !"F", i8 9, i8 0, !{{[0-9]+}}, i8 4, i32 1, i8 1, i32 5, i8 0, !{{[0-9]+}}}
// CHECK: !{i32 7, !"SV_RenderTargetArrayIndex", i8 5, i8 4, !{{[0-9]+}}, i8 1, i32 1, i8 1, i32 2, i8 1, !{{[0-9]+}}}
// CHECK: !{i32 8, !"SV_ClipDistance", i8 9, i8 6, !{{[0-9]+}}, i8 2, i32 1, i8 1, i32 6, i8 0, !{{[0-9]+}}}
// CHECK: !{i32 9, !"SV_CullDistance", i8 9, i8 7, !{{[0-9]+}}, i8 2, i32 1, i8 2, i32 6, i8 1, !{{[0-9]+}}}
// CHECK: !{i32 10, !"G", i8 9, i8 0, !{{[0-9]+}}, i8 2, i32 1, i8 1, i32 3, i8 3, !{{[0-9]+}}}
// CHECK: !{i32 11, !"SV_ClipDistance", i8 9, i8 6, !{{[0-9]+}}, i8 2, i32 2, i8 1, i32 6, i8 3, !{{[0-9]+}}}
// CHECK: !{i32 12, !"H", i8 5, i8 0, !{{[0-9]+}}, i8 1, i32 1, i8 1, i32 8, i8 0, !{{[0-9]+}}}
// CHECK: !{i32 13, !"K", i8 9, i8 0, !{{[0-9]+}}, i8 2, i32 1, i8 2, i32 9, i8 0, !{{[0-9]+}}}
// CHECK: ![[PROPS]] = !{i32 0, i64 512}

O main(float4 v : V) {
  O o = (O)0;
  o.a = v.x; o.p = v; o.b = v.xy; o.c = 1; o.d[0] = v.xyz; o.d[1] = v.yzw; o.e = 1; o.f = 2;
  o.rt = 3; o.clip0 = v.w; o.cull = v.xy; o.g = 4; o.clip1[0] = 1; o.clip1[1] = 2; o.h = 5;
  o.k = v.zw;
  return o;
}
