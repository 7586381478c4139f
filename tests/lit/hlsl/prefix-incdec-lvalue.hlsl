// A prefix ++/-- designates its operand (C++): it can be incremented again,
// assigned, or passed on; the operand's address is computed once.
// RUN: hlslc -T vs_6_0 -E main %s | FileCheck %s
// CHECK: call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 0, i8 0, i32 12)
// CHECK: call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 0, i8 1, i32 12)
// CHECK: call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 0, i8 2, i32 7)
// CHECK: call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 0, i8 3, i32 4)

int4 main() : OUT {
  int1x1 m = 10;
  int1x1 r = --(++(++(++m)));
  int x = 1;
  (++x) = 7;
  int a[3] = { 1, 2, 3 };
  int i = 0;
  ++a[i++];            // a[0] = 2 (i read once), i = 1
  ++(++a[0]);          // a[0] = 4
  return int4(m._11, r._11, x, a[0] + i - 1);
}
