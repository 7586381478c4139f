// A literal ?: initializing a double2 converts to double before the splat.
// RUN: hlslc -T cs_6_2 -E main %s | FileCheck %s
// CHECK: select i1 %{{[0-9]+}}, double 1.000000e-01, double 2.000000e-01

RWStructuredBuffer<double2> o;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3;
  double2 v = c ? 0.1 : 0.2;
  o[0] = v;
}
