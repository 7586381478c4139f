// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Static member functions and static data members are named S::name; an
// object can call a static member function too, and member functions see
// both unqualified.

struct S {
  static const uint Scale = 4;
  uint v;
  static uint twice(uint x) { return x * 2; }
  uint scaled() { return twice(v) * Scale; }
};

RWStructuredBuffer<uint> Out : register(u0);

// v = 3: scaled = 24, S::twice(5) = 10, s.twice(1) = 2, S::Scale = 4
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, i32 40,
[numthreads(1, 1, 1)]
void main() {
  S s;
  s.v = 3;
  Out[0] = s.scaled() + S::twice(5) + s.twice(1) + S::Scale;
}
