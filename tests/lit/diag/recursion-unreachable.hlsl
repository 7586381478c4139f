// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// As in DXC, only functions reachable from the entry are checked: a recursive
// function nobody calls is no error (and is not generated).

uint fact(uint n) { return n <= 1 ? 1 : n * fact(n - 1); }

RWBuffer<uint> Out : register(u0);
// CHECK: define void @main()
// CHECK-NOT: fact
[numthreads(1, 1, 1)]
void main() { Out[0] = 1; }
