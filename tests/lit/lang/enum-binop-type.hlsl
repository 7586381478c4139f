// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Two operands of one unscoped enum type give that enum type (DXC), so
// flag combinations assign back to the enum without a cast.

enum Attr { A = 1, B = 2, C = 4 };
RWBuffer<uint> Out : register(u0);
uint f(Attr a) { return (uint)a; }

// CHECK: i32 0, i32 undef, i32 9,
[numthreads(1, 1, 1)]
void main() {
  Attr x = A | B;
  x |= C;
  Out[0] = f(A | B) + (uint)(x & (B | C));
}
