// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// Resources in structs (README "Resource binding"): fields are bound in
// declaration order, a resource array field is one contiguous range that the
// handles reflect (so it can be indexed dynamically). DXC binds s.E[2] first
// (order of use) and treats array elements as separate resources.

struct S {
  RWBuffer<float> B[4];  // u3..u6 (does not fit before A)
  RWBuffer<float> C[2];  // u0..u1
  RWBuffer<float> E[3];  // u7..u9
};
RWBuffer<float> A : register(u2);
S s;

[numthreads(4, 1, 1)]
void main(uint i : SV_GroupIndex) {
  A[0] = s.E[2][0] + s.C[1][0] + s.B[3][0] + s.E[1][0] + s.B[i][1];
}

// CHECK-DAG: %dx.types.ResBind { i32 7, i32 9, i32 0, i8 1 }, i32 9, i1 false)
// CHECK-DAG: %dx.types.ResBind { i32 0, i32 1, i32 0, i8 1 }, i32 1, i1 false)
// CHECK-DAG: %dx.types.ResBind { i32 3, i32 6, i32 0, i8 1 }, i32 6, i1 false)
// CHECK-DAG: %dx.types.ResBind { i32 7, i32 9, i32 0, i8 1 }, i32 8, i1 false)
// CHECK-DAG: %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
// CHECK-DAG: %dx.types.ResBind { i32 3, i32 6, i32 0, i8 1 }, i32 %{{[0-9]+}}, i1 false)
// CHECK-DAG: !{i32 1, [4 x %"class.RWBuffer<float>"]* undef, !"", i32 0, i32 3, i32 4, i32 10,
// CHECK-DAG: !{i32 2, [2 x %"class.RWBuffer<float>"]* undef, !"", i32 0, i32 0, i32 2, i32 10,
// CHECK-DAG: !{i32 3, [3 x %"class.RWBuffer<float>"]* undef, !"", i32 0, i32 7, i32 3, i32 10,
