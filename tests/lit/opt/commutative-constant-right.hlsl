// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// instcombine's SimplifyCommutative: a commutative operation takes its
// constant operand on the right, whatever the order written.

// CHECK: fmul fast float %{{[0-9]+}}, 2.000000e+00
// CHECK: add nsw i32 %{{[0-9]+}}, 7
// CHECK: and i32 %{{[0-9]+}}, 12
float main(float a : A, int b : B) : SV_Target {
  float x = 2.0 * a;
  int y = 7 + b;
  int z = 12 & y;
  return x + z;
}
