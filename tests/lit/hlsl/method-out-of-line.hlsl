// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// Member functions declared in the struct and defined outside it
// (S::get), and a namespace function defined with its qualified name.

struct S {
  float x;
  float get();
  static float k();
};
float S::get() { return x * k(); }
float S::k() { return 2; }

namespace N { float g(); }
float N::g() { return 5; }

// x = 3: get() = 6, N::g() = 5
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 1.100000e+01)
float main() : SV_Target {
  S s;
  s.x = 3;
  return s.get() + N::g();
}
