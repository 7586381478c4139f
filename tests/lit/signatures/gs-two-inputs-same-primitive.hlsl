// A geometry shader may take several input arrays of the same primitive (DXC
// only rejects a different primitive); each array's elements join the input
// signature, an empty struct adding none.
// RUN: hlslc -T gs_6_0 -E main %s | FileCheck %s
// CHECK: ; Input signature:
// CHECK: ; SV_Position              0   xyzw        0      POS   float   xyzw
// CHECK-NEXT: ; COLOR                    0   xyzw        1     NONE   float   xyzw
// CHECK: = !{i32 1, !"COLOR", i8 9, i8 0, !{{[0-9]+}}, i8 2, i32 1, i8 4, i32 1, i8 0, !{{[0-9]+}}}
// CHECK: !{i32 1, i32 3, i32 1, i32 5, i32 1}
struct V { float4 p : SV_Position; };
struct W { float4 c : COLOR; };
struct E {};

[maxvertexcount(3)]
void main(point V a[1], point E none[1], point W b[1], inout TriangleStream<V> s) {
  V v = a[0];
  v.p += b[0].c;
  s.Append(v);
}
