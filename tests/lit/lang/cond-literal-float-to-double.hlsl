// A ?: whose arms are both float literals keeps the literal type and takes
// double from the variable it initializes: the arms are exact doubles, not
// floats widened (DXC's literal cast of a select).
// RUN: hlslc -T cs_6_2 -E main %s | FileCheck %s
// CHECK: select i1 %{{[0-9]+}}, double 1.000000e-01, double 2.000000e-01
// CHECK-NOT: fpext

RWStructuredBuffer<double> o;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3;
  double d = c ? 0.1 : 0.2;
  o[0] = d;
}
