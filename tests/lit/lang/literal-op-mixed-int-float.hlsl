// A literal int ?: in a literal float operation becomes double arms; the
// sum is a double computed as such.
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// CHECK: select i1 %{{[0-9]+}}, double 1.000000e+00, double 2.000000e+00
// CHECK: fadd fast double

RWStructuredBuffer<double> d;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3, e = i > 7;
  d[0] = (c ? 0.1 : 0.2) + (e ? 1 : 2);
}
