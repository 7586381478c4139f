// -ast-dump prints statements as clang nests them: for/while/do/if with the
// <<<NULL>>> children clang keeps, switch with case labels holding the next
// statement, [unroll] as an AttributedStmt, ranges ending before the ';'.
// RUN: hlslc -T cs_6_0 -E main -ast-dump %s | FileCheck %s
RWBuffer<float> buf;
[numthreads(4, 1, 1)]
void main(uint id : SV_GroupIndex) {
  float x = 0;
  for (int i = 0; i < 4; ++i) { if (i == 2) continue; x += i; }
  while (x < 10) x *= 2;
  do { x--; } while (false);
  switch (id) { case 0: x = 1; break; case 1: case 2: x = 2; break; default: break; }
  [unroll] for (uint j = 0; j < 2; j++) {}
  if (x > 3) { ; } else return;
  buf[id] = x;
}
// CHECK: TranslationUnitDecl 0x{{[0-9a-f]+}} <<invalid sloc>> <invalid sloc>
// CHECK-NEXT: |-VarDecl 0x{{[0-9a-f]+}} <{{.*}}ast-dump-stmts.hlsl:5:1, col:17> col:17 used buf 'RWBuffer<float>':'RWBuffer<float>'
// CHECK-NEXT: `-FunctionDecl 0x{{[0-9a-f]+}} <line:7:1, line:16:1> line:7:6 main 'void (uint)'
// CHECK-NEXT:   |-ParmVarDecl 0x{{[0-9a-f]+}} <col:11, col:16> col:16 used id 'uint':'unsigned int'
// CHECK-NEXT:   | `-SemanticDecl 0x{{[0-9a-f]+}} <col:21> "SV_GroupIndex"
// CHECK-NEXT:   |-CompoundStmt 0x{{[0-9a-f]+}} <col:36, line:16:1>
// CHECK-NEXT:   | |-DeclStmt 0x{{[0-9a-f]+}} <line:8:3, col:14>
// CHECK-NEXT:   | | `-VarDecl 0x{{[0-9a-f]+}} <col:3, col:13> col:9 used x 'float' cinit
// CHECK-NEXT:   | |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:13> 'float' <IntegralToFloating>
// CHECK-NEXT:   | |     `-IntegerLiteral 0x{{[0-9a-f]+}} <col:13> 'literal int' 0
// CHECK-NEXT:   | |-ForStmt 0x{{[0-9a-f]+}} <line:9:3, col:63>
// CHECK-NEXT:   | | |-DeclStmt 0x{{[0-9a-f]+}} <col:8, col:17>
// CHECK-NEXT:   | | | `-VarDecl 0x{{[0-9a-f]+}} <col:8, col:16> col:12 used i 'int' cinit
// CHECK-NEXT:   | | |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:16> 'int' <IntegralCast>
// CHECK-NEXT:   | | |     `-IntegerLiteral 0x{{[0-9a-f]+}} <col:16> 'literal int' 0
// CHECK-NEXT:   | | |-<<<NULL>>>
// CHECK-NEXT:   | | |-BinaryOperator 0x{{[0-9a-f]+}} <col:19, col:23> 'const bool' '<'
// CHECK-NEXT:   | | | |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:19> 'int' <LValueToRValue>
// CHECK-NEXT:   | | | | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:19> 'int' lvalue Var 0x{{[0-9a-f]+}} 'i' 'int'
// CHECK-NEXT:   | | | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:23> 'int' <IntegralCast>
// CHECK-NEXT:   | | |   `-IntegerLiteral 0x{{[0-9a-f]+}} <col:23> 'literal int' 4
// CHECK-NEXT:   | | |-UnaryOperator 0x{{[0-9a-f]+}} <col:26, col:28> 'int' lvalue prefix '++'
// CHECK-NEXT:   | | | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:28> 'int' lvalue Var 0x{{[0-9a-f]+}} 'i' 'int'
// CHECK-NEXT:   | | `-CompoundStmt 0x{{[0-9a-f]+}} <col:31, col:63>
// CHECK-NEXT:   | |   |-IfStmt 0x{{[0-9a-f]+}} <col:33, col:45>
// CHECK-NEXT:   | |   | |-<<<NULL>>>
// CHECK-NEXT:   | |   | |-BinaryOperator 0x{{[0-9a-f]+}} <col:37, col:42> 'const bool' '=='
// CHECK-NEXT:   | |   | | |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:37> 'int' <LValueToRValue>
// CHECK-NEXT:   | |   | | | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:37> 'int' lvalue Var 0x{{[0-9a-f]+}} 'i' 'int'
// CHECK-NEXT:   | |   | | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:42> 'int' <IntegralCast>
// CHECK-NEXT:   | |   | |   `-IntegerLiteral 0x{{[0-9a-f]+}} <col:42> 'literal int' 2
// CHECK-NEXT:   | |   | |-ContinueStmt 0x{{[0-9a-f]+}} <col:45>
// CHECK-NEXT:   | |   | `-<<<NULL>>>
// CHECK-NEXT:   | |   `-CompoundAssignOperator 0x{{[0-9a-f]+}} <col:55, col:60> 'float' lvalue '+=' ComputeLHSTy='float' ComputeResultTy='float'
// CHECK-NEXT:   | |     |-DeclRefExpr 0x{{[0-9a-f]+}} <col:55> 'float' lvalue Var 0x{{[0-9a-f]+}} 'x' 'float'
// CHECK-NEXT:   | |     `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:60> 'float' <IntegralToFloating>
// CHECK-NEXT:   | |       `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:60> 'int' <LValueToRValue>
// CHECK-NEXT:   | |         `-DeclRefExpr 0x{{[0-9a-f]+}} <col:60> 'int' lvalue Var 0x{{[0-9a-f]+}} 'i' 'int'
// CHECK-NEXT:   | |-WhileStmt 0x{{[0-9a-f]+}} <line:10:3, col:23>
// CHECK-NEXT:   | | |-<<<NULL>>>
// CHECK-NEXT:   | | |-BinaryOperator 0x{{[0-9a-f]+}} <col:10, col:14> 'const bool' '<'
// CHECK-NEXT:   | | | |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:10> 'float' <LValueToRValue>
// CHECK-NEXT:   | | | | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:10> 'float' lvalue Var 0x{{[0-9a-f]+}} 'x' 'float'
// CHECK-NEXT:   | | | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:14> 'float' <IntegralToFloating>
// CHECK-NEXT:   | | |   `-IntegerLiteral 0x{{[0-9a-f]+}} <col:14> 'literal int' 10
// CHECK-NEXT:   | | `-CompoundAssignOperator 0x{{[0-9a-f]+}} <col:18, col:23> 'float' lvalue '*=' ComputeLHSTy='float' ComputeResultTy='float'
// CHECK-NEXT:   | |   |-DeclRefExpr 0x{{[0-9a-f]+}} <col:18> 'float' lvalue Var 0x{{[0-9a-f]+}} 'x' 'float'
// CHECK-NEXT:   | |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:23> 'float' <IntegralToFloating>
// CHECK-NEXT:   | |     `-IntegerLiteral 0x{{[0-9a-f]+}} <col:23> 'literal int' 2
// CHECK-NEXT:   | |-DoStmt 0x{{[0-9a-f]+}} <line:11:3, col:27>
// CHECK-NEXT:   | | |-CompoundStmt 0x{{[0-9a-f]+}} <col:6, col:13>
// CHECK-NEXT:   | | | `-UnaryOperator 0x{{[0-9a-f]+}} <col:8, col:9> 'float' postfix '--'
// CHECK-NEXT:   | | |   `-DeclRefExpr 0x{{[0-9a-f]+}} <col:8> 'float' lvalue Var 0x{{[0-9a-f]+}} 'x' 'float'
// CHECK-NEXT:   | | `-CXXBoolLiteralExpr 0x{{[0-9a-f]+}} <col:22> 'bool' false
// CHECK-NEXT:   | |-SwitchStmt 0x{{[0-9a-f]+}} <line:12:3, col:85>
// CHECK-NEXT:   | | |-<<<NULL>>>
// CHECK-NEXT:   | | |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:11> 'uint':'unsigned int' <LValueToRValue>
// CHECK-NEXT:   | | | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:11> 'uint':'unsigned int' lvalue ParmVar 0x{{[0-9a-f]+}} 'id' 'uint':'unsigned int'
// CHECK-NEXT:   | | `-CompoundStmt 0x{{[0-9a-f]+}} <col:15, col:85>
// CHECK-NEXT:   | |   |-CaseStmt 0x{{[0-9a-f]+}} <col:17, col:29>
// CHECK-NEXT:   | |   | |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:22> 'uint':'unsigned int' <IntegralCast>
// CHECK-NEXT:   | |   | | `-IntegerLiteral 0x{{[0-9a-f]+}} <col:22> 'literal int' 0
// CHECK-NEXT:   | |   | |-<<<NULL>>>
// CHECK-NEXT:   | |   | `-BinaryOperator 0x{{[0-9a-f]+}} <col:25, col:29> 'float' '='
// CHECK-NEXT:   | |   |   |-DeclRefExpr 0x{{[0-9a-f]+}} <col:25> 'float' lvalue Var 0x{{[0-9a-f]+}} 'x' 'float'
// CHECK-NEXT:   | |   |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:29> 'float' <IntegralToFloating>
// CHECK-NEXT:   | |   |     `-IntegerLiteral 0x{{[0-9a-f]+}} <col:29> 'literal int' 1
// CHECK-NEXT:   | |   |-BreakStmt 0x{{[0-9a-f]+}} <col:32>
// CHECK-NEXT:   | |   |-CaseStmt 0x{{[0-9a-f]+}} <col:39, col:59>
// CHECK-NEXT:   | |   | |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:44> 'uint':'unsigned int' <IntegralCast>
// CHECK-NEXT:   | |   | | `-IntegerLiteral 0x{{[0-9a-f]+}} <col:44> 'literal int' 1
// CHECK-NEXT:   | |   | |-<<<NULL>>>
// CHECK-NEXT:   | |   | `-CaseStmt 0x{{[0-9a-f]+}} <col:47, col:59>
// CHECK-NEXT:   | |   |   |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:52> 'uint':'unsigned int' <IntegralCast>
// CHECK-NEXT:   | |   |   | `-IntegerLiteral 0x{{[0-9a-f]+}} <col:52> 'literal int' 2
// CHECK-NEXT:   | |   |   |-<<<NULL>>>
// CHECK-NEXT:   | |   |   `-BinaryOperator 0x{{[0-9a-f]+}} <col:55, col:59> 'float' '='
// CHECK-NEXT:   | |   |     |-DeclRefExpr 0x{{[0-9a-f]+}} <col:55> 'float' lvalue Var 0x{{[0-9a-f]+}} 'x' 'float'
// CHECK-NEXT:   | |   |     `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:59> 'float' <IntegralToFloating>
// CHECK-NEXT:   | |   |       `-IntegerLiteral 0x{{[0-9a-f]+}} <col:59> 'literal int' 2
// CHECK-NEXT:   | |   |-BreakStmt 0x{{[0-9a-f]+}} <col:62>
// CHECK-NEXT:   | |   `-DefaultStmt 0x{{[0-9a-f]+}} <col:69, col:78>
// CHECK-NEXT:   | |     `-BreakStmt 0x{{[0-9a-f]+}} <col:78>
// CHECK-NEXT:   | |-AttributedStmt 0x{{[0-9a-f]+}} <line:13:3, col:42>
// CHECK-NEXT:   | | |-HLSLUnrollAttr 0x{{[0-9a-f]+}} <col:4> 0
// CHECK-NEXT:   | | `-ForStmt 0x{{[0-9a-f]+}} <col:12, col:42>
// CHECK-NEXT:   | |   |-DeclStmt 0x{{[0-9a-f]+}} <col:17, col:27>
// CHECK-NEXT:   | |   | `-VarDecl 0x{{[0-9a-f]+}} <col:17, col:26> col:22 used j 'uint':'unsigned int' cinit
// CHECK-NEXT:   | |   |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:26> 'uint':'unsigned int' <IntegralCast>
// CHECK-NEXT:   | |   |     `-IntegerLiteral 0x{{[0-9a-f]+}} <col:26> 'literal int' 0
// CHECK-NEXT:   | |   |-<<<NULL>>>
// CHECK-NEXT:   | |   |-BinaryOperator 0x{{[0-9a-f]+}} <col:29, col:33> 'const bool' '<'
// CHECK-NEXT:   | |   | |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:29> 'uint':'unsigned int' <LValueToRValue>
// CHECK-NEXT:   | |   | | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:29> 'uint':'unsigned int' lvalue Var 0x{{[0-9a-f]+}} 'j' 'uint':'unsigned int'
// CHECK-NEXT:   | |   | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:33> 'uint':'unsigned int' <IntegralCast>
// CHECK-NEXT:   | |   |   `-IntegerLiteral 0x{{[0-9a-f]+}} <col:33> 'literal int' 2
// CHECK-NEXT:   | |   |-UnaryOperator 0x{{[0-9a-f]+}} <col:36, col:37> 'uint':'unsigned int' postfix '++'
// CHECK-NEXT:   | |   | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:36> 'uint':'unsigned int' lvalue Var 0x{{[0-9a-f]+}} 'j' 'uint':'unsigned int'
// CHECK-NEXT:   | |   `-CompoundStmt 0x{{[0-9a-f]+}} <col:41, col:42>
// CHECK-NEXT:   | |-IfStmt 0x{{[0-9a-f]+}} <line:14:3, col:25>
// CHECK-NEXT:   | | |-<<<NULL>>>
// CHECK-NEXT:   | | |-BinaryOperator 0x{{[0-9a-f]+}} <col:7, col:11> 'const bool' '>'
// CHECK-NEXT:   | | | |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:7> 'float' <LValueToRValue>
// CHECK-NEXT:   | | | | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:7> 'float' lvalue Var 0x{{[0-9a-f]+}} 'x' 'float'
// CHECK-NEXT:   | | | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:11> 'float' <IntegralToFloating>
// CHECK-NEXT:   | | |   `-IntegerLiteral 0x{{[0-9a-f]+}} <col:11> 'literal int' 3
// CHECK-NEXT:   | | |-CompoundStmt 0x{{[0-9a-f]+}} <col:14, col:18>
// CHECK-NEXT:   | | | `-NullStmt 0x{{[0-9a-f]+}} <col:16>
// CHECK-NEXT:   | | `-ReturnStmt 0x{{[0-9a-f]+}} <col:25>
// CHECK-NEXT:   | `-BinaryOperator 0x{{[0-9a-f]+}} <line:15:3, col:13> 'float' '='
// CHECK-NEXT:   |   |-CXXOperatorCallExpr 0x{{[0-9a-f]+}} <col:3, col:9> 'float' lvalue
// CHECK-NEXT:   |   | |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:6, col:9> 'float &(*)(unsigned int) const' <FunctionToPointerDecay>
// CHECK-NEXT:   |   | | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:6, col:9> 'float &(unsigned int) const' lvalue CXXMethod 0x{{[0-9a-f]+}} 'operator[]' 'float &(unsigned int) const'
// CHECK-NEXT:   |   | |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:3> 'const RWBuffer<float>' lvalue <NoOp>
// CHECK-NEXT:   |   | | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:3> 'RWBuffer<float>':'RWBuffer<float>' lvalue Var 0x{{[0-9a-f]+}} 'buf' 'RWBuffer<float>':'RWBuffer<float>'
// CHECK-NEXT:   |   | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:7> 'uint':'unsigned int' <LValueToRValue>
// CHECK-NEXT:   |   |   `-DeclRefExpr 0x{{[0-9a-f]+}} <col:7> 'uint':'unsigned int' lvalue ParmVar 0x{{[0-9a-f]+}} 'id' 'uint':'unsigned int'
// CHECK-NEXT:   |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:13> 'float' <LValueToRValue>
// CHECK-NEXT:   |     `-DeclRefExpr 0x{{[0-9a-f]+}} <col:13> 'float' lvalue Var 0x{{[0-9a-f]+}} 'x' 'float'
// CHECK-NEXT:   |-HLSLNumThreadsAttr 0x{{[0-9a-f]+}} <line:6:2, col:20> 4 1 1
// CHECK-NEXT:   `-HLSLShaderAttr 0x{{[0-9a-f]+}} <<invalid sloc>> Implicit "compute"
