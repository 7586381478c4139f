// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Qualified names reach functions, types and constants of (nested)
// namespaces; inside a namespace unqualified names find its own members
// first, then those of the enclosing namespaces.

namespace A {
  static const float K = 2.0;
  struct P { float x; float y; };
  float twice(float v) { return v * K; }
  namespace B {
    static const float K = 10.0; // hides A::K inside A::B
    float thrice(float v) { return twice(v) + v; }
    P make(float v) { P p; p.x = v; p.y = K; return p; }
  }
}

RWStructuredBuffer<float> Out : register(u0);

// CHECK-LABEL: define void @main()
// p.x = 3, p.y = 10: thrice(3) = 9, twice(10) = 20, A::K = 2, A::B::K = 10
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float 4.100000e+01,
[numthreads(1, 1, 1)]
void main() {
  A::P p = A::B::make(3);
  Out[0] = A::B::thrice(p.x) + A::twice(p.y) + A::K + A::B::K;
}
