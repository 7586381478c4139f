// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Constant float-to-integer conversions fold as DXC's (LLVM's APFloat):
// toward zero, values out of the target's range saturate to its limits,
// in expressions, static initializer lists and the optimizer alike.

RWByteAddressBuffer buff;
int to_int(int a) { return a; }
uint to_uint(uint a) { return a; }
static const uint table[] = { (half)(-1.5f), -1.5f, 4294967296.0, 7.9 };

// CHECK: i32 0, i32 undef, i32 -2147483648
// CHECK: i32 4, i32 undef, i32 2147483647
// CHECK: i32 8, i32 undef, i32 0
// CHECK: i32 12, i32 undef, i32 -1
// CHECK: i32 16, i32 undef, i32 0
// CHECK: i32 20, i32 undef, i32 0
// CHECK: i32 24, i32 undef, i32 -1
// CHECK: i32 28, i32 undef, i32 7
[numthreads(1, 1, 1)]
void main() {
  buff.Store(0, to_int(-2147483648.0 - 2.0));
  buff.Store(4, to_int(1.7976931348623158e+308));
  buff.Store(8, to_uint(0.0 - 1.0));
  buff.Store(12, to_uint(4294967295.0 + 2.0));
  buff.Store(16, table[0]);
  buff.Store(20, table[1]);
  buff.Store(24, table[2]);
  buff.Store(28, table[3]);
}
