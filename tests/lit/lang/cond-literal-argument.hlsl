// A literal ?: passed to a double parameter takes the parameter's type.
// RUN: hlslc -T cs_6_2 -E main %s | FileCheck %s
// CHECK: select i1 %{{[0-9]+}}, double 1.000000e-01, double 2.000000e-01

RWStructuredBuffer<double> o;
double id(double x) { return x; }
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3;
  o[0] = id(c ? 0.1 : 0.2);
}
