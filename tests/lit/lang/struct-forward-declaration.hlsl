// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// RUN: not hlslc -T cs_6_0 -E main -DUNDEFINED %s 2>&1 | FileCheck %s --check-prefix=ERR
// `struct S;` declares a struct to be defined later: member functions may
// return it before its definition; a variable of a never-defined struct is
// an error.

struct B;
struct A { float v; B get(); };
struct B { float x; };
B A::get() { B b; b.x = v * 2; return b; }
RWBuffer<float> Out : register(u0);

// CHECK: float 6.000000e+00,
[numthreads(1, 1, 1)]
void main() {
  A a;
  a.v = 3;
  Out[0] = a.get().x;
#ifdef UNDEFINED
  struct Z;
  // ERR: struct-forward-declaration.hlsl:[[# @LINE + 1]]:5: error: variable has incomplete type 'Z'
  Z z;
#endif
}
