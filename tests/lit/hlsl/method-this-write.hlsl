// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Member functions change their object through `this` (explicitly or
// through a data member's plain name), call each other in any order and
// may take out parameters.

struct Counter {
  uint n;
  void inc() { n++; }
  void add(uint k) { this.n += k * unit(); }
  void split(out uint lo, out uint hi) { lo = n & 0xF; hi = n >> 4; }
  uint unit() { return 2; } // declared after its caller
};

RWStructuredBuffer<uint> Out : register(u0);

// n = 0 -> inc -> 1 -> add(10) -> 21; lo = 5, hi = 1
// CHECK-LABEL: define void @main()
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, i32 21,
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, i32 5,
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 0, i32 1,
[numthreads(1, 1, 1)]
void main() {
  Counter c;
  c.n = 0;
  c.inc();
  c.add(10);
  uint lo, hi;
  c.split(lo, hi);
  Out[0] = c.n;
  Out[1] = lo;
  Out[2] = hi;
}
