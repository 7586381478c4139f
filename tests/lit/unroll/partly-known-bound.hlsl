// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// `i < 4 && m < 100`: the bound is known though part of the test is not
// (DXC unrolls until the test folds): four copies, each keeping the run-time
// half of the test, and no loop left.

RWStructuredBuffer<float> o;
float g;

// CHECK-LABEL: define void @main()
// CHECK-COUNT-4: fcmp fast olt float %{{[0-9]+}}, 1.000000e+02
// CHECK-NOT: fcmp
// CHECK: @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %{{[0-9]+}}, i32 3, i32 0)
// CHECK-NOT: @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %{{[0-9]+}}, i32 4,
[numthreads(1, 1, 1)]
void main() {
  float m = g;
  [unroll]
  for (int i = 0; i < 4 && (m < 100.0); i++)
    m += o[i];
  o[0] = m;
}
