// RUN: hlslc -T ps_6_0 -E main -ast-dump %s | FileCheck %s
// clang's HLSL types an out/inout parameter of scalar, vector or matrix
// type as a reference ('float4 &__restrict'); one of struct or array type is
// restrict-qualified itself ('__restrict S', 'float __restrict[2]'), its
// members and elements too, and its argument is read as an rvalue (a copy).

struct S { float4 c; };

// CHECK: FunctionDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 6]]:1, line:[[# @LINE + 11]]:1> line:[[# @LINE + 6]]:6 used f 'void (float4 &__restrict, __restrict S, float __restrict[2])'
// CHECK-NEXT: ParmVarDecl 0x{{[0-9a-f]+}} <col:8, col:19> col:19 used x 'float4 &__restrict'
// CHECK: ParmVarDecl 0x{{[0-9a-f]+}} <col:22, col:30> col:30 used s '__restrict S'
// CHECK: ParmVarDecl 0x{{[0-9a-f]+}} <col:33, col:46> col:43 used a 'float __restrict[2]'
// CHECK: MemberExpr 0x{{[0-9a-f]+}} <col:3, col:5> '__restrict float4':'__restrict vector<float, 4>' lvalue .c
// CHECK-NEXT: DeclRefExpr 0x{{[0-9a-f]+}} <col:3> '__restrict S' lvalue ParmVar 0x{{[0-9a-f]+}} 's' '__restrict S'
void f(out float4 x, inout S s, out float a[2]) {
  x = 0;
  s.c = x;
  a[0] = 1;
  a[1] = 2;
}

float4 main() : SV_Target {
  float4 v;
  S s;
  float a[2];
  // CHECK: CallExpr 0x{{[0-9a-f]+}} <line:[[# @LINE + 5]]:3, col:12> 'void'
  // CHECK: DeclRefExpr 0x{{[0-9a-f]+}} <col:5> 'float4':'vector<float, 4>' lvalue Var
  // CHECK-NEXT: ImplicitCastExpr 0x{{[0-9a-f]+}} <col:8> 'S' <LValueToRValue>
  // CHECK-NEXT: DeclRefExpr 0x{{[0-9a-f]+}} <col:8> 'S' lvalue Var
  // CHECK-NEXT: ImplicitCastExpr 0x{{[0-9a-f]+}} <col:11> 'float [2]' <LValueToRValue>
  f(v, s, a);
  return v + a[0];
}
