// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// An array of structs filled field by field with constants (through a
// struct copied by value) splits into one array per field, and each is
// hoisted to an internal constant like DXC's HoistConstantArray, even
// though the copies are loads until the struct is promoted.
// CHECK-DAG: @A.0.hca = internal unnamed_addr constant [3 x i32] [i32 1, i32 3, i32 5], align 4
// CHECK-DAG: @A.1.hca = internal unnamed_addr constant [3 x float] [float 2.000000e+00, float 4.000000e+00, float 6.000000e+00], align 4
// CHECK-LABEL: define void @main()
// CHECK-NOT: alloca
// CHECK: ret void

struct S { int x; float y; };

int main(int i : I) : SV_Target {
  S A[3];
  S s;
  s.x = 1; s.y = 2; A[0] = s;
  s.x = 3; s.y = 4; A[1] = s;
  s.x = 5; s.y = 6; A[2] = s;
  return A[i].x + A[i + 1].y;
}
