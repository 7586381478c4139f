// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// Inside a member function, B::m(args) calls the m of base struct B on the
// object's base part (C++'s qualified, non-virtual call).

class A { float v; void bar() { v = 1.25; } };
class B : A { int n; void bar() { A::bar(); n = 2; } };
class C : B { void bar() { B::bar(); v = v * 2; } };

// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 4.500000e+00)
float main() : SV_Target {
  C c;
  c.bar();
  return c.v + c.n;
}
