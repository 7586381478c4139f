// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// Resources in structs of resources only (README "Resource binding"): listed
// in order of use as DXC lists them (s.E, s.C, s.B), but bound in declaration
// order (hlslc's rule, the design's proposal; DXC binds in order of use), and
// a resource array field is one contiguous range that the handles reflect (so
// it can be indexed dynamically); DXC treats array elements as separate
// resources.

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
// CHECK-DAG: !{i32 1, [3 x %"class.RWBuffer<float>"]* undef, !"", i32 0, i32 7, i32 3, i32 10,
// CHECK-DAG: !{i32 2, [2 x %"class.RWBuffer<float>"]* undef, !"", i32 0, i32 0, i32 2, i32 10,
// CHECK-DAG: !{i32 3, [4 x %"class.RWBuffer<float>"]* undef, !"", i32 0, i32 3, i32 4, i32 10,
