// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A using-declaration of a base member in a struct body (`using B::f;`,
// `using Base<T>::Get;`): B's overloads of f join the struct's own, which
// otherwise hide them; the best fit of both sets is called (a derived
// member of the same signature wins).

struct B {
  int f() { return 1; }
  int f(int x) { return x; }
  int g(int x) { return 100; }
};
struct D : B {
  using B::f;
  using B::g;
  int f(float x) { return 2; }
  int g(int x) { return 200; }
};

template <typename T> struct TB { T v; T Get() { return v; } };
template <typename T> struct TD : TB<T> {
  using TB<T>::Get;
  T Get(int k) { return Get() * k; }
};

RWBuffer<int> o;

// f() and f(3) are B's, f(1.5f) D's, g(1) D's (same signature): 1+3+2+200
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 undef, i32 206,
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 undef, i32 6,
[numthreads(1, 1, 1)]
void main() {
  D d;
  o[0] = d.f() + d.f(3) + d.f(1.5f) + d.g(1);
  TD<int> t;
  t.v = 3;
  o[1] = t.Get(2);
}
