// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// `using namespace N;` makes N's names visible to unqualified lookups; a
// function of the same name at file scope competes by overload resolution.

namespace N {
  static const float K = 7;
  float f() { return 3; }
  float g(float a, float b) { return a * b; }
}
float g(float a) { return a + 1; }
using namespace N;

RWStructuredBuffer<float> Out : register(u0);

// f() = 3, g(4) = 5, g(2, 10) = 20, K = 7
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float 3.500000e+01,
[numthreads(1, 1, 1)]
void main() {
  Out[0] = f() + g(4) + g(2, 10) + K;
}
