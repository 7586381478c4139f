// -ast-dump prints member functions inside their record (CXXMethodDecl with
// CXXThisExpr for implicit member accesses) and calls of them as
// CXXMemberCallExpr; literals of an initializer list convert to their fields.
// RUN: hlslc -T cs_6_0 -E main -ast-dump %s | FileCheck %s
struct Counter {
  int count;
  float scale;
  void add(int n) { count += n; }
  float get() { return count * scale; }
};
RWStructuredBuffer<float> output;
[numthreads(1, 1, 1)]
void main() {
  Counter c = { 0, 2.0 };
  c.add(3);
  output[0] = c.get() + c.scale;
}
// CHECK: TranslationUnitDecl 0x{{[0-9a-f]+}} <<invalid sloc>> <invalid sloc>
// CHECK-NEXT: |-CXXRecordDecl 0x{{[0-9a-f]+}} <{{.*}}ast-dump-members.hlsl:5:1, line:10:1> line:5:8 referenced struct Counter definition
// CHECK-NEXT: | |-CXXRecordDecl 0x{{[0-9a-f]+}} <col:1, col:8> col:8 implicit struct Counter
// CHECK-NEXT: | |-FieldDecl 0x{{[0-9a-f]+}} <line:6:3, col:7> col:7 referenced count 'int'
// CHECK-NEXT: | |-FieldDecl 0x{{[0-9a-f]+}} <line:7:3, col:9> col:9 referenced scale 'float'
// CHECK-NEXT: | |-CXXMethodDecl 0x{{[0-9a-f]+}} <line:8:3, col:33> col:8 used add 'void (int)'
// CHECK-NEXT: | | |-ParmVarDecl 0x{{[0-9a-f]+}} <col:12, col:16> col:16 used n 'int'
// CHECK-NEXT: | | `-CompoundStmt 0x{{[0-9a-f]+}} <col:19, col:33>
// CHECK-NEXT: | |   `-CompoundAssignOperator 0x{{[0-9a-f]+}} <col:21, col:30> 'int' lvalue '+=' ComputeLHSTy='int' ComputeResultTy='int'
// CHECK-NEXT: | |     |-MemberExpr 0x{{[0-9a-f]+}} <col:21> 'int' lvalue .count 0x{{[0-9a-f]+}}
// CHECK-NEXT: | |     | `-CXXThisExpr 0x{{[0-9a-f]+}} <col:21> 'Counter' lvalue this
// CHECK-NEXT: | |     `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:30> 'int' <LValueToRValue>
// CHECK-NEXT: | |       `-DeclRefExpr 0x{{[0-9a-f]+}} <col:30> 'int' lvalue ParmVar 0x{{[0-9a-f]+}} 'n' 'int'
// CHECK-NEXT: | `-CXXMethodDecl 0x{{[0-9a-f]+}} <line:9:3, col:39> col:9 used get 'float ()'
// CHECK-NEXT: |   `-CompoundStmt 0x{{[0-9a-f]+}} <col:15, col:39>
// CHECK-NEXT: |     `-ReturnStmt 0x{{[0-9a-f]+}} <col:17, col:32>
// CHECK-NEXT: |       `-BinaryOperator 0x{{[0-9a-f]+}} <col:24, col:32> 'float' '*'
// CHECK-NEXT: |         |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:24> 'float' <IntegralToFloating>
// CHECK-NEXT: |         | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:24> 'int' <LValueToRValue>
// CHECK-NEXT: |         |   `-MemberExpr 0x{{[0-9a-f]+}} <col:24> 'int' lvalue .count 0x{{[0-9a-f]+}}
// CHECK-NEXT: |         |     `-CXXThisExpr 0x{{[0-9a-f]+}} <col:24> 'Counter' lvalue this
// CHECK-NEXT: |         `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:32> 'float' <LValueToRValue>
// CHECK-NEXT: |           `-MemberExpr 0x{{[0-9a-f]+}} <col:32> 'float' lvalue .scale 0x{{[0-9a-f]+}}
// CHECK-NEXT: |             `-CXXThisExpr 0x{{[0-9a-f]+}} <col:32> 'Counter' lvalue this
// CHECK-NEXT: |-VarDecl 0x{{[0-9a-f]+}} <line:11:1, col:27> col:27 used output 'RWStructuredBuffer<float>':'RWStructuredBuffer<float>'
// CHECK-NEXT: `-FunctionDecl 0x{{[0-9a-f]+}} <line:13:1, line:17:1> line:13:6 main 'void ()'
// CHECK-NEXT:   |-CompoundStmt 0x{{[0-9a-f]+}} <col:13, line:17:1>
// CHECK-NEXT:   | |-DeclStmt 0x{{[0-9a-f]+}} <line:14:3, col:25>
// CHECK-NEXT:   | | `-VarDecl 0x{{[0-9a-f]+}} <col:3, col:24> col:11 used c 'Counter' cinit
// CHECK-NEXT:   | |   `-InitListExpr 0x{{[0-9a-f]+}} <col:15, col:24> 'Counter'
// CHECK-NEXT:   | |     |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:17> 'int' <IntegralCast>
// CHECK-NEXT:   | |     | `-IntegerLiteral 0x{{[0-9a-f]+}} <col:17> 'literal int' 0
// CHECK-NEXT:   | |     `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:20> 'float' <FloatingCast>
// CHECK-NEXT:   | |       `-FloatingLiteral 0x{{[0-9a-f]+}} <col:20> 'literal float' 2.000000e+00
// CHECK-NEXT:   | |-CXXMemberCallExpr 0x{{[0-9a-f]+}} <line:15:3, col:10> 'void'
// CHECK-NEXT:   | | |-MemberExpr 0x{{[0-9a-f]+}} <col:3, col:5> '<bound member function type>' .add 0x{{[0-9a-f]+}}
// CHECK-NEXT:   | | | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:3> 'Counter' lvalue Var 0x{{[0-9a-f]+}} 'c' 'Counter'
// CHECK-NEXT:   | | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:9> 'int' <IntegralCast>
// CHECK-NEXT:   | |   `-IntegerLiteral 0x{{[0-9a-f]+}} <col:9> 'literal int' 3
// CHECK-NEXT:   | `-BinaryOperator 0x{{[0-9a-f]+}} <line:16:3, col:27> 'float' '='
// CHECK-NEXT:   |   |-CXXOperatorCallExpr 0x{{[0-9a-f]+}} <col:3, col:11> 'float' lvalue
// CHECK-NEXT:   |   | |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:9, col:11> 'float &(*)(unsigned int) const' <FunctionToPointerDecay>
// CHECK-NEXT:   |   | | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:9, col:11> 'float &(unsigned int) const' lvalue CXXMethod 0x{{[0-9a-f]+}} 'operator[]' 'float &(unsigned int) const'
// CHECK-NEXT:   |   | |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:3> 'const RWStructuredBuffer<float>' lvalue <NoOp>
// CHECK-NEXT:   |   | | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:3> 'RWStructuredBuffer<float>':'RWStructuredBuffer<float>' lvalue Var 0x{{[0-9a-f]+}} 'output' 'RWStructuredBuffer<float>':'RWStructuredBuffer<float>'
// CHECK-NEXT:   |   | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:10> 'unsigned int' <IntegralCast>
// CHECK-NEXT:   |   |   `-IntegerLiteral 0x{{[0-9a-f]+}} <col:10> 'literal int' 0
// CHECK-NEXT:   |   `-BinaryOperator 0x{{[0-9a-f]+}} <col:15, col:27> 'float' '+'
// CHECK-NEXT:   |     |-CXXMemberCallExpr 0x{{[0-9a-f]+}} <col:15, col:21> 'float'
// CHECK-NEXT:   |     | `-MemberExpr 0x{{[0-9a-f]+}} <col:15, col:17> '<bound member function type>' .get 0x{{[0-9a-f]+}}
// CHECK-NEXT:   |     |   `-DeclRefExpr 0x{{[0-9a-f]+}} <col:15> 'Counter' lvalue Var 0x{{[0-9a-f]+}} 'c' 'Counter'
// CHECK-NEXT:   |     `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:25, col:27> 'float' <LValueToRValue>
// CHECK-NEXT:   |       `-MemberExpr 0x{{[0-9a-f]+}} <col:25, col:27> 'float' lvalue .scale 0x{{[0-9a-f]+}}
// CHECK-NEXT:   |         `-DeclRefExpr 0x{{[0-9a-f]+}} <col:25> 'Counter' lvalue Var 0x{{[0-9a-f]+}} 'c' 'Counter'
// CHECK-NEXT:   |-HLSLNumThreadsAttr 0x{{[0-9a-f]+}} <line:12:2, col:20> 1 1 1
// CHECK-NEXT:   `-HLSLShaderAttr 0x{{[0-9a-f]+}} <<invalid sloc>> Implicit "compute"
