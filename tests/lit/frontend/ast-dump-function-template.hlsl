// RUN: hlslc -T cs_6_0 -E main -HV 2021 -ast-dump %s | FileCheck %s
// A function template prints as clang's FunctionTemplateDecl where it is
// declared: its template parameters (referenced when the template names
// them; a default argument as a TemplateArgument), then each specialization
// made, named as the template, with its template arguments first; types
// written with a template parameter print as the argument, with clang's
// substitution sugar ('float':'float'). A call names the specialization
// and its template.
// (The templated declaration itself, with dependent types, is not printed.)

// CHECK: FunctionTemplateDecl 0x{{[0-9a-f]+}} <{{.*}}ast-dump-function-template.hlsl:[[# @LINE + 11]]:1, line:[[# @LINE + 14]]:1> line:[[# @LINE + 12]]:3 first
// CHECK-NEXT: TemplateTypeParmDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 10]]:10, col:19> col:19 referenced typename T
// CHECK-NEXT: NonTypeTemplateParmDecl 0x{{[0-9a-f]+}} <col:22, col:26> col:26 referenced 'int' N
// CHECK: FunctionDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 9]]:1, line:[[# @LINE + 11]]:1> line:[[# @LINE + 9]]:3 used first 'float (vector<float, 3>)'
// CHECK-NEXT: TemplateArgument type 'float'
// CHECK-NEXT: TemplateArgument integral 3
// CHECK-NEXT: ParmVarDecl 0x{{[0-9a-f]+}} <col:9, col:22> col:22 used v 'vector<float, 3>':'vector<float, 3>'
// CHECK: ImplicitCastExpr 0x{{[0-9a-f]+}} <col:10, col:13> 'float':'float' <LValueToRValue>
// CHECK: FunctionDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 4]]:1, line:[[# @LINE + 6]]:1> line:[[# @LINE + 4]]:3 used first 'int (vector<int, 2>)'
// CHECK-NEXT: TemplateArgument type 'int'
// CHECK-NEXT: TemplateArgument integral 2
template<typename T, int N>
T first(vector<T, N> v) {
  return v[0];
}

// CHECK: FunctionTemplateDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 10]]:1, line:[[# @LINE + 11]]:30> col:3 twice
// CHECK-NEXT: TemplateTypeParmDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 9]]:10, col:20> col:16 referenced class U
// CHECK-NEXT: TemplateArgument type 'int'
// CHECK: FunctionDecl 0x{{[0-9a-f]+}} <{{[^,]*}}:1, col:30> col:3 used twice 'float (float)'
// CHECK-NEXT: TemplateArgument type 'float'
// CHECK-NEXT: ParmVarDecl 0x{{[0-9a-f]+}} <col:9, col:11> col:11 used x 'float':'float'
// (an arithmetic result of the parameter's type keeps the sugar, and an
// operand converted to it too)
// CHECK: BinaryOperator 0x{{[0-9a-f]+}} <col:23, col:27> 'float':'float' '*'
// CHECK: ImplicitCastExpr 0x{{[0-9a-f]+}} <col:27> 'float':'float' <IntegralToFloating>
template<class U = int>
U twice(U x) { return x * 2; }

RWStructuredBuffer<float> Out;

[numthreads(1, 1, 1)]
void main() {
  float3 f = 1;
  // CHECK: CallExpr 0x{{[0-9a-f]+}} <col:12, col:19> 'float':'float'
  // CHECK-NEXT: ImplicitCastExpr 0x{{[0-9a-f]+}} <col:12> 'float (*)(vector<float, 3>)' <FunctionToPointerDecay>
  // CHECK-NEXT: DeclRefExpr 0x{{[0-9a-f]+}} <col:12> 'float (vector<float, 3>)' lvalue Function 0x{{[0-9a-f]+}} 'first' 'float (vector<float, 3>)' (FunctionTemplate 0x{{[0-9a-f]+}} 'first')
  Out[0] = first(f) + first(int2(1, 2)) + twice(3.0);
}
