// select() on literal arguments has a literal result type (DXC): times a
// float it computes in float, not in double, and converting it to float
// is not a narrowing (no -Wconversion warning).
// RUN: hlslc -T cs_6_2 -E main %s 2>&1 | FileCheck %s
// CHECK-NOT: warning
// CHECK: [[S:%[0-9]+]] = select i1 %{{[0-9]+}}, float 0x3FB99999A0000000, float 0x3FC99999A0000000
// CHECK: fmul fast float
// CHECK-NOT: double

RWStructuredBuffer<float> o;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  float f = o[1];
  o[0] = select(i > 5, 0.1, 0.2) * f;
}
