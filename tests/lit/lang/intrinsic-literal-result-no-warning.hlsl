// select(cond2, 1.0, 0.0) has type vector<literal float, 2>: it initializes
// a float2 without a precision-loss warning; a double2 keeps exact doubles.
// RUN: hlslc -T cs_6_2 -E main %s 2>&1 | FileCheck %s
// CHECK-NOT: warning
// CHECK: select i1 %{{[0-9]+}}, float 1.000000e+00, float 0.000000e+00
// CHECK: select i1 %{{[0-9]+}}, double 1.000000e-01, double 2.000000e-01

RWStructuredBuffer<float2> o; RWStructuredBuffer<double2> od;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool2 cv = bool2(i > 1, i > 2);
  float2 r = select(cv, 1.0, 0.0);
  o[0] = r;
  double2 d = select(cv, 0.1, 0.2);
  od[0] = d;
}
