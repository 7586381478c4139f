// A `row_major` qualifier on an entry parameter orients its signature
// element: rows of the matrix are signature rows, so m._23 (row 1, column
// 2) is read from row 1, component z; column_major (the default) stores
// columns as rows.
// RUN: hlslc -T vs_6_0 -E main %s | FileCheck %s
// CHECK: ; R                        1   xyzw        1     NONE     int     z
// CHECK: ; C                        2   xyzw        6     NONE     int    y
// CHECK-DAG: call i32 @dx.op.loadInput.i32(i32 4, i32 0, i32 1, i8 2, i32 undef)
// CHECK-DAG: call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 2, i8 1, i32 undef)

int main(row_major int4x4 r : R, column_major int4x4 c : C) : OUT { return r._23 + c._23; }
