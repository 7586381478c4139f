// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// Before HLSL 202x an L or U suffix (not LL) makes a 32-bit literal whatever
// its value: DXC cuts it to 32 bits, uint with U or written in another radix
// than 10 (hex, octal, "0"), else int. 4294967296L is 0, 0x1L - 2 is a uint.
// CHECK: i32 0, i32 0, i64 0,
// CHECK: i32 1, i32 0, i64 1,
// CHECK: i32 2, i32 0, i64 4294967295,
// CHECK: i32 3, i32 0, i64 7,
// CHECK: i32 4, i32 0, i64 4294967295,
// CHECK: i32 5, i32 0, i64 -1,
RWStructuredBuffer<int64_t> o;
[numthreads(1, 1, 1)] void main() {
  o[0] = 4294967296L;
  o[1] = 4294967297u;
  o[2] = 0x1L - 2;
  o[3] = 0x100000007L;
  o[4] = 0L - 1;
  o[5] = 7L - 8;
}
