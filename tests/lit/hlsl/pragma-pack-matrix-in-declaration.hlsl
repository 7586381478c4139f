// #pragma pack_matrix applies where the parser is when it reaches it, even
// inside a declaration: the orientation of a matrix type is the one in
// effect where the type is written (for matrix<T, N, M>, at its '>'), and a
// typedef keeps it.
// RUN: hlslc -T vs_6_0 -E main %s | FileCheck %s
// CHECK: call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 0, i8 0, i32 11)
// CHECK: call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 0, i8 1, i32 12)
// CHECK: call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 1, i8 0, i32 21)
// CHECK: call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 1, i8 1, i32 22)
// CHECK: call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 0, i32 11)
// CHECK: call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 1, i32 12)
// CHECK: call void @dx.op.storeOutput.i32(i32 5, i32 2, i32 0, i8 0, i32 11)
// CHECK: call void @dx.op.storeOutput.i32(i32 5, i32 2, i32 0, i8 1, i32 21)

#pragma pack_matrix(column_major)
typedef
#pragma pack_matrix(row_major)
int2x2
i22
#pragma pack_matrix(column_major)
;
typedef matrix<int, 2, 2
#pragma pack_matrix(row_major)
> t22;
#pragma pack_matrix(column_major)
typedef int2x2 c22;

void main(out i22 a : A, out t22 b : B, out c22 c : C) {
  a = i22(11, 12, 21, 22);
  b = t22(11, 12, 21, 22);
  c = c22(11, 12, 21, 22);
}
