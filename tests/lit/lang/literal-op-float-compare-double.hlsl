// A comparison of literal-float operations compares doubles; the
// multiplication folds into the ?: arms but the fcmp does not (instcombine
// folds an icmp into a select, not an fcmp), as DXC leaves it.
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// CHECK: [[S:%[0-9]+]] = select i1 %{{[0-9]+}}, double 3.000000e+00, double 5.000000e+00
// CHECK: fcmp fast ogt double [[S]], 4.000000e+00

RWStructuredBuffer<int> o;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3;
  o[0] = (c ? 1.5 : 2.5) * 2 > 4;
}
