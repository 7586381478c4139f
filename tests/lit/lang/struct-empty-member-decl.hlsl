// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// An empty declaration inside a struct (`void f() { ... };`, a stray ';')
// is allowed, as in C++ (WickedEngine writes it after member functions).

struct V {
  float a;;
  void set(float x) { a = x; };
  float get() { return a; };
};
RWStructuredBuffer<float> Out : register(u0);

// CHECK: float 2.000000e+00,
[numthreads(1, 1, 1)]
void main() { V v; v.set(2); Out[0] = v.get(); }
