// A typedef'd array may leave its first dimension out (the initializer of a
// variable of that type sizes it) and may give sizes as constant
// expressions.
// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// CHECK: @s_testa = internal constant [3 x i32] [i32 1, i32 2, i32 3]
// CHECK: define void @main()

#define N 2
typedef const int inta[];
typedef float pair[N * 2 - 2];
static inta s_testa = { 1, 2, 3 };

int main(int i : I) : SV_Target {
  pair p = { 1, 2 };
  return s_testa[i] + (int)p[i & 1];
}
