// A literal-float operation computes in double, and a float destination
// takes the double result rounded once: (c ? 0.1 : 0.2) * 3.0 is the float
// nearest 0.30000000000000004, not float(0.1) * 3 in float (DXC folds the
// multiplication into the select's arms: no double arithmetic is left).
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// CHECK: select i1 %{{[0-9]+}}, float 0x3FD3333340000000, float 0x3FE3333340000000
// CHECK-NOT: fmul
// CHECK-NOT: double

RWStructuredBuffer<float> f;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3;
  f[0] = (c ? 0.1 : 0.2) * 3.0;
}
