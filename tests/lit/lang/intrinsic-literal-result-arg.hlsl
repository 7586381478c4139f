// A select() on literal arguments passed to max() with a float adapts to
// the float: max is computed in float (DXC's literal result type).
// RUN: hlslc -T cs_6_2 -E main %s 2>&1 | FileCheck %s
// CHECK-NOT: warning
// CHECK: call float @dx.op.binary.f32(i32 35
// CHECK-NOT: double

RWStructuredBuffer<float> o;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  float f = o[1];
  o[0] = max(select(i > 5, 0.1, 0.2), f);
}
