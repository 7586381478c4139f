// Arms folded from literal arithmetic (-0.1) convert from their exact value:
// to double they stay exact; to float 1e300 overflows to infinity.
// RUN: hlslc -T cs_6_2 -E main %s | FileCheck %s
// CHECK: select i1 %{{[0-9]+}}, double -1.000000e-01, double 1.000000e+300
// CHECK: select i1 %{{[0-9]+}}, float 0xBFB99999A0000000, float 0x7FF0000000000000

RWStructuredBuffer<double> o; RWStructuredBuffer<float> f;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3;
  double d = c ? -0.1 : 1e300;
  o[0] = d;
  float x = c ? -0.1 : 1e300;
  f[0] = x;
}
