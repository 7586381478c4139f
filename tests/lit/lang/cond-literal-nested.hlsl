// Nested literal ?: expressions stay literal all the way down: the
// destination type (double) reaches the inner arms.
// RUN: hlslc -T cs_6_2 -E main %s | FileCheck %s
// CHECK: [[IN:%[0-9]+]] = select i1 %{{[0-9]+}}, double 1.100000e+00, double 2.100000e+00
// CHECK: select i1 %{{[0-9]+}}, double [[IN]], double 3.100000e+00

RWStructuredBuffer<double> o;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3, c2 = i > 7;
  double d = c ? (c2 ? 1.1 : 2.1) : 3.1;
  o[0] = d;
}
