// RUN: hlslc -T cs_6_0 -E main -HV 2021 -ast-dump %s | FileCheck %s
// A struct template prints as clang's ClassTemplateDecl where it is
// declared: its parameters (a literal default argument as a TemplateArgument
// expr), the templated record when it has data members only (types naming a
// parameter as written), then each instance as a
// ClassTemplateSpecializationDecl with its template arguments. A type named
// S<args> prints the arguments written, then all canonically; a conversion
// to it is to the record itself.

// CHECK: ClassTemplateDecl 0x{{[0-9a-f]+}} <{{.*}}:[[# @LINE + 20]]:1, line:[[# @LINE + 25]]:1> line:[[# @LINE + 21]]:8 Arr
// CHECK-NEXT: TemplateTypeParmDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 19]]:10, col:19> col:19 referenced typename T
// CHECK-NEXT: NonTypeTemplateParmDecl 0x{{[0-9a-f]+}} <col:22, col:30> col:26 referenced 'int' N
// CHECK-NEXT: TemplateArgument expr
// CHECK-NEXT: ImplicitCastExpr 0x{{[0-9a-f]+}} <col:30> 'int' <IntegralCast>
// CHECK-NEXT: IntegerLiteral 0x{{[0-9a-f]+}} <col:30> 'literal int' 2
// CHECK-NEXT: CXXRecordDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 15]]:1, line:[[# @LINE + 19]]:1> line:[[# @LINE + 15]]:8 struct Arr definition
// CHECK-NEXT: CXXRecordDecl 0x{{[0-9a-f]+}} <col:1, col:8> col:8 implicit struct Arr
// CHECK-NEXT: FieldDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 14]]:3, col:8> col:5 v 'T [N]'
// CHECK-NEXT: FieldDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 14]]:3, col:16> col:16 w 'vector<T, 3>'
// CHECK-NEXT: FieldDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 14]]:3, col:10> col:10 k 'float4':'vector<float, 4>'
// CHECK-NEXT: SemanticDecl 0x{{[0-9a-f]+}} <col:14> "K"
// CHECK-NEXT: ClassTemplateSpecializationDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 8]]:1, line:[[# @LINE + 13]]:1> line:[[# @LINE + 9]]:8 struct Arr definition
// CHECK-NEXT: TemplateArgument type 'float'
// CHECK-NEXT: TemplateArgument integral 2
// CHECK-NEXT: CXXRecordDecl 0x{{[0-9a-f]+}} prev 0x{{[0-9a-f]+}} <col:1, col:8> col:8 implicit struct Arr
// CHECK-NEXT: FieldDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 6]]:3, col:8> col:5 referenced v 'float [2]'
// CHECK: ClassTemplateSpecializationDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 3]]:1, line:[[# @LINE + 8]]:1> line:[[# @LINE + 4]]:8 struct Arr definition
// CHECK-NEXT: TemplateArgument type 'int'
// CHECK-NEXT: TemplateArgument integral 3
template<typename T, int N = 2>
struct Arr {
  T v[N];
  vector<T, 3> w;
  float4 k : K;
};

// CHECK: ClassTemplateDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 2]]:1, line:[[# @LINE + 3]]:29> col:8 Box
// CHECK: FieldDecl 0x{{[0-9a-f]+}} <col:14, col:21> col:21 referenced a 'Arr<float>':'Arr<float, 2>'
template<typename T>
struct Box { Arr<T> a; T b; };

RWStructuredBuffer<float> Out;

[numthreads(1, 1, 1)]
void main() {
  // CHECK: VarDecl 0x{{[0-9a-f]+}} <col:3, col:30> col:14 used b 'Box<float>':'Box<float>' cinit
  // CHECK-NEXT: CStyleCastExpr 0x{{[0-9a-f]+}} <col:18, col:30> 'Box<float>':'Box<float>' <NoOp>
  // CHECK-NEXT: ImplicitCastExpr 0x{{[0-9a-f]+}} <col:30> 'Box<float>' <FlatConversion>
  Box<float> b = (Box<float>)0;
  Arr<int, 3> c = (Arr<int, 3>)0;
  Out[0] = b.a.v[1] + b.b + c.v[2] + c.w.x;
}
