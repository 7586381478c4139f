// A ?: with a non-literal arm has that arm's type (float): the literal arm
// is the float 0.2f (widened to double as a constant), not the double 0.2.
// RUN: hlslc -T cs_6_2 -E main %s | FileCheck %s
// CHECK: [[X:%[0-9]+]] = fpext float %{{[0-9]+}} to double
// CHECK: select i1 %{{[0-9]+}}, double [[X]], double 0x3FC99999A0000000

RWStructuredBuffer<double> o; RWStructuredBuffer<float> f;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3;
  float x = f[0];
  double d = c ? x : 0.2;
  o[0] = d;
}
