// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// min16int arithmetic in i16: nsw on scalar signed operations, shift counts
// masked to 15, min12int + min16int is min16int (signed: sext), and
// x - C as x + -C (DXC's instcombine).

// CHECK-DAG: [[C:%[0-9]+]] = call i16 @dx.op.loadInput.i16(i32 4, i32 2, i32 0, i8 0, i32 undef)
// CHECK-DAG: [[B:%[0-9]+]] = call i16 @dx.op.loadInput.i16(i32 4, i32 1, i32 0, i8 0, i32 undef)
// CHECK-DAG: [[A:%[0-9]+]] = call i16 @dx.op.loadInput.i16(i32 4, i32 0, i32 0, i8 0, i32 undef)
// CHECK: [[S:%[0-9]+]] = add nsw i16 [[A]], [[C]]
// CHECK: sext i16 [[S]] to i32
// CHECK: [[M:%[0-9]+]] = and i16 [[B]], 15
// CHECK: shl i16 [[A]], [[M]]
// CHECK: lshr i16 [[B]], 
// CHECK: add nsw i16 [[A]], -3

int4 main(min16int a : A, min16uint b : B, min12int c : C) : SV_Target {
  return int4(a + c, a << b, b >> b, a - 3);
}
