// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Member function templates overload by arity and conversions, also with a
// non-template member of the same name, from outside and inside the struct.

struct P {
  uint n;
  void Add() {}
  template <typename T0> void Add(T0 a) { n += (uint)a; }
  template <typename T0, typename T1> void Add(T0 a, T1 b) { Add(a); Add(b); }
};
RWBuffer<uint> Out : register(u0);

// CHECK: i32 0, i32 undef, i32 6,
[numthreads(1, 1, 1)]
void main() {
  P p;
  p.n = 0;
  p.Add();
  p.Add(1u, 2.0f);
  p.Add(3);
  Out[0] = p.n;
}
