// A using-declaration `using N::x;` makes x name N::x in its scope: at file
// scope, in a namespace and in a block; for functions, variables and types.
// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// CHECK: define void @main()
// CHECK: fmul fast float %{{[0-9]+}}, 2.000000e+00
// CHECK: fadd fast float %{{[0-9]+}}, 3.000000e+00
// CHECK: storeOutput.f32

namespace A {
  float twice(float x) { return 2 * x; }
  struct S { float v; };
  static const float K = 3;
  namespace B { float thrice(float x) { return 3 * x; } }
}
using A::twice;
using A::S;
using A::K;
namespace C {
  using A::B::thrice;
  float six(float x) { return thrice(twice(x)); }
}

float main(float a : A) : SV_Target {
  using A::B::thrice;
  S s;
  s.v = twice(a) + K;
  return s.v + C::six(a) + thrice(a);
}
