// RUN: hlslc -T vs_6_0 -E main %s | FileCheck %s
// The `L` suffix names DXC's 32-bit `long`: int, or unsigned int for a hex
// or octal value past int's range (C's rule); `LL` is 64-bit. Shifts of
// constants use the low 5 (6 for 64-bit) bits of the amount.

// CHECK: call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 0, i8 0, i32 -8)
// CHECK: call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 0, i8 1, i32 16777215)
// CHECK: call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 0, i8 2, i32 4)
// CHECK: call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 0, i8 3, i32 8)
// CHECK: call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 0, i32 0)
// CHECK: call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 1, i32 -1)
// CHECK: call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 2, i32 512)
void main(out uint4 a : A, out uint3 b : B) {
  a = uint4(0xFFFFFFFFL << 35, 0xFFFFFFFFL >> 40, sizeof(1L), sizeof(1LL));
  int64_t h = 0xFFFFFFFFL;     // unsigned: 4294967295
  int64_t d = 4294967295L;     // int: -1
  uint64_t s = 1LL << 105;     // 1 << 41
  b = uint3((uint)(h >> 32), (uint)(d >> 32), (uint)(s >> 32));
}
