// RUN: hlslc -T ps_6_0 -E main -ast-dump %s | FileCheck %s
// A parameter with a default argument is "cinit", its argument converted to
// the parameter's type (without const); a call that leaves it out has a
// CXXDefaultArgExpr of the parameter's type (without const); a const parameter keeps const
// in the function's type.

// CHECK: FunctionDecl 0x{{[0-9a-f]+}} <{{.*}}:[[# @LINE + 5]]:1, col:59> col:7 used f 'float (const float, const float)'
// CHECK-NEXT: ParmVarDecl 0x{{[0-9a-f]+}} <col:9, col:21> col:21 used a 'const float'
// CHECK-NEXT: ParmVarDecl 0x{{[0-9a-f]+}} <col:24, col:40> col:36 used b 'const float' cinit
// CHECK-NEXT: ImplicitCastExpr 0x{{[0-9a-f]+}} <col:40> 'float' <IntegralToFloating>
// CHECK-NEXT: IntegerLiteral 0x{{[0-9a-f]+}} <col:40> 'literal int' 1
float f(const float a, const float b = 1) { return a + b; }

float4 main() : SV_Target {
  // CHECK: CallExpr 0x{{[0-9a-f]+}} <col:10, col:13> 'float'
  // CHECK: IntegerLiteral 0x{{[0-9a-f]+}} <col:12> 'literal int' 2
  // CHECK-NEXT: CXXDefaultArgExpr 0x{{[0-9a-f]+}} <<invalid sloc>> 'float'
  // CHECK: CallExpr 0x{{[0-9a-f]+}} <col:17, col:20> 'float'
  // CHECK: CXXDefaultArgExpr [[D2:0x[0-9a-f]+]] <<invalid sloc>> 'float'
  return f(2) + f(3);
}
