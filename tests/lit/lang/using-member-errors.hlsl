// RUN: not hlslc -T cs_6_0 -E main -fno-caret-diagnostics %s 2>&1 | FileCheck %s
// A using-declaration in a struct must name a member of one of its bases.

namespace N { int h() { return 0; } }
struct B { int f() { return 1; } };
struct C { int g; };
struct D : B {
  // CHECK: using-member-errors.hlsl:[[@LINE+1]]:9: error: using declaration refers into 'C::', which is not a base class of 'D'
  using C::g;
  // CHECK: using-member-errors.hlsl:[[@LINE+1]]:12: error: no member named 'h' in 'B'
  using B::h;
  // CHECK: using-member-errors.hlsl:[[@LINE+1]]:9: error: using declaration in class refers into 'N::', which is not a class
  using N::h;
};

[numthreads(1, 1, 1)]
void main() {}
