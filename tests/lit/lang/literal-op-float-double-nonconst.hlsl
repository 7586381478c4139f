// Two literal ?: combined: nothing folds, and the operation stays in double
// (DXC's literal float), converted to float at the end.
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// CHECK: [[M:%[0-9]+]] = fmul fast double
// CHECK: fptrunc double [[M]] to float

RWStructuredBuffer<float> f;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3, e = i > 7;
  f[0] = (c ? 0.1 : 0.2) * (e ? 3.0 : 4.0);
}
