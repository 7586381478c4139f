// -ast-dump prints conversions as DXC's ImplicitCastExpr chain: splats after the
// scalar conversion, truncation before the component conversion (HLSLCC_*),
// LValueToRValue wherever an lvalue is read, C-style and functional casts.
// RUN: hlslc -T ps_6_0 -E main -ast-dump %s | FileCheck %s
float4 main(float4 p : POSITION, int i : IDX) : SV_Target {
  float2 a = 1;
  int2 b = p.xy;
  float c = p;
  uint u = i;
  float3 d = p.xyz;
  int e = (int)p.x;
  float4 f = float4(a, c, 2.5);
  bool g = i;
  return f * 0.5 + u + d.x + b.y + e + g;
}
// CHECK: TranslationUnitDecl 0x{{[0-9a-f]+}} <<invalid sloc>> <invalid sloc>
// CHECK-NEXT: `-FunctionDecl 0x{{[0-9a-f]+}} <{{.*}}ast-dump-casts.hlsl:5:1, line:15:1> line:5:8 main 'float4 (float4, int)'
// CHECK-NEXT:   |-ParmVarDecl 0x{{[0-9a-f]+}} <col:13, col:20> col:20 used p 'float4':'vector<float, 4>'
// CHECK-NEXT:   | `-SemanticDecl 0x{{[0-9a-f]+}} <col:24> "POSITION"
// CHECK-NEXT:   |-ParmVarDecl 0x{{[0-9a-f]+}} <col:34, col:38> col:38 used i 'int'
// CHECK-NEXT:   | `-SemanticDecl 0x{{[0-9a-f]+}} <col:42> "IDX"
// CHECK-NEXT:   |-CompoundStmt 0x{{[0-9a-f]+}} <col:59, line:15:1>
// CHECK-NEXT:   | |-DeclStmt 0x{{[0-9a-f]+}} <line:6:3, col:15>
// CHECK-NEXT:   | | `-VarDecl 0x{{[0-9a-f]+}} <col:3, col:14> col:10 used a 'float2':'vector<float, 2>' cinit
// CHECK-NEXT:   | |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:14> 'vector<float, 2>':'vector<float, 2>' <HLSLVectorSplat>
// CHECK-NEXT:   | |     `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:14> 'float' <IntegralToFloating>
// CHECK-NEXT:   | |       `-IntegerLiteral 0x{{[0-9a-f]+}} <col:14> 'literal int' 1
// CHECK-NEXT:   | |-DeclStmt 0x{{[0-9a-f]+}} <line:7:3, col:16>
// CHECK-NEXT:   | | `-VarDecl 0x{{[0-9a-f]+}} <col:3, col:14> col:8 used b 'int2':'vector<int, 2>' cinit
// CHECK-NEXT:   | |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:12, col:14> 'vector<int, 2>' <HLSLCC_FloatingToIntegral>
// CHECK-NEXT:   | |     `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:12, col:14> 'vector<float, 2>':'vector<float, 2>' <LValueToRValue>
// CHECK-NEXT:   | |       `-HLSLVectorElementExpr 0x{{[0-9a-f]+}} <col:12, col:14> 'vector<float, 2>':'vector<float, 2>' lvalue vectorcomponent xy
// CHECK-NEXT:   | |         `-DeclRefExpr 0x{{[0-9a-f]+}} <col:12> 'float4':'vector<float, 4>' lvalue ParmVar 0x{{[0-9a-f]+}} 'p' 'float4':'vector<float, 4>'
// CHECK-NEXT:   | |-DeclStmt 0x{{[0-9a-f]+}} <line:8:3, col:14>
// CHECK-NEXT:   | | `-VarDecl 0x{{[0-9a-f]+}} <col:3, col:13> col:9 used c 'float' cinit
// CHECK-NEXT:   | |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:13> 'float' <HLSLVectorToScalarCast>
// CHECK-NEXT:   | |     `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:13> 'vector<float, 1>':'vector<float, 1>' <HLSLVectorTruncationCast>
// CHECK-NEXT:   | |       `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:13> 'float4':'vector<float, 4>' <LValueToRValue>
// CHECK-NEXT:   | |         `-DeclRefExpr 0x{{[0-9a-f]+}} <col:13> 'float4':'vector<float, 4>' lvalue ParmVar 0x{{[0-9a-f]+}} 'p' 'float4':'vector<float, 4>'
// CHECK-NEXT:   | |-DeclStmt 0x{{[0-9a-f]+}} <line:9:3, col:13>
// CHECK-NEXT:   | | `-VarDecl 0x{{[0-9a-f]+}} <col:3, col:12> col:8 used u 'uint':'unsigned int' cinit
// CHECK-NEXT:   | |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:12> 'uint':'unsigned int' <IntegralCast>
// CHECK-NEXT:   | |     `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:12> 'int' <LValueToRValue>
// CHECK-NEXT:   | |       `-DeclRefExpr 0x{{[0-9a-f]+}} <col:12> 'int' lvalue ParmVar 0x{{[0-9a-f]+}} 'i' 'int'
// CHECK-NEXT:   | |-DeclStmt 0x{{[0-9a-f]+}} <line:10:3, col:19>
// CHECK-NEXT:   | | `-VarDecl 0x{{[0-9a-f]+}} <col:3, col:16> col:10 used d 'float3':'vector<float, 3>' cinit
// CHECK-NEXT:   | |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:14, col:16> 'vector<float, 3>':'vector<float, 3>' <LValueToRValue>
// CHECK-NEXT:   | |     `-HLSLVectorElementExpr 0x{{[0-9a-f]+}} <col:14, col:16> 'vector<float, 3>':'vector<float, 3>' lvalue vectorcomponent xyz
// CHECK-NEXT:   | |       `-DeclRefExpr 0x{{[0-9a-f]+}} <col:14> 'float4':'vector<float, 4>' lvalue ParmVar 0x{{[0-9a-f]+}} 'p' 'float4':'vector<float, 4>'
// CHECK-NEXT:   | |-DeclStmt 0x{{[0-9a-f]+}} <line:11:3, col:19>
// CHECK-NEXT:   | | `-VarDecl 0x{{[0-9a-f]+}} <col:3, col:18> col:7 used e 'int' cinit
// CHECK-NEXT:   | |   `-CStyleCastExpr 0x{{[0-9a-f]+}} <col:11, col:18> 'int' <NoOp>
// CHECK-NEXT:   | |     `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:16, col:18> 'int' <FloatingToIntegral>
// CHECK-NEXT:   | |       `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:16, col:18> 'float' <LValueToRValue>
// CHECK-NEXT:   | |         `-HLSLVectorElementExpr 0x{{[0-9a-f]+}} <col:16, col:18> 'float' lvalue vectorcomponent x
// CHECK-NEXT:   | |           `-DeclRefExpr 0x{{[0-9a-f]+}} <col:16> 'float4':'vector<float, 4>' lvalue ParmVar 0x{{[0-9a-f]+}} 'p' 'float4':'vector<float, 4>'
// CHECK-NEXT:   | |-DeclStmt 0x{{[0-9a-f]+}} <line:12:3, col:31>
// CHECK-NEXT:   | | `-VarDecl 0x{{[0-9a-f]+}} <col:3, col:30> col:10 used f 'float4':'vector<float, 4>' cinit
// CHECK-NEXT:   | |   `-CXXFunctionalCastExpr 0x{{[0-9a-f]+}} <col:14, col:30> 'float4':'vector<float, 4>' functional cast to float4 <NoOp>
// CHECK-NEXT:   | |     `-InitListExpr 0x{{[0-9a-f]+}} <col:20, col:30> 'float4':'vector<float, 4>'
// CHECK-NEXT:   | |       |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:21> 'float2':'vector<float, 2>' <LValueToRValue>
// CHECK-NEXT:   | |       | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:21> 'float2':'vector<float, 2>' lvalue Var 0x{{[0-9a-f]+}} 'a' 'float2':'vector<float, 2>'
// CHECK-NEXT:   | |       |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:24> 'float' <LValueToRValue>
// CHECK-NEXT:   | |       | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:24> 'float' lvalue Var 0x{{[0-9a-f]+}} 'c' 'float'
// CHECK-NEXT:   | |       `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:27> 'float' <FloatingCast>
// CHECK-NEXT:   | |         `-FloatingLiteral 0x{{[0-9a-f]+}} <col:27> 'literal float' 2.500000e+00
// CHECK-NEXT:   | |-DeclStmt 0x{{[0-9a-f]+}} <line:13:3, col:13>
// CHECK-NEXT:   | | `-VarDecl 0x{{[0-9a-f]+}} <col:3, col:12> col:8 used g 'bool' cinit
// CHECK-NEXT:   | |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:12> 'bool' <IntegralToBoolean>
// CHECK-NEXT:   | |     `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:12> 'int' <LValueToRValue>
// CHECK-NEXT:   | |       `-DeclRefExpr 0x{{[0-9a-f]+}} <col:12> 'int' lvalue ParmVar 0x{{[0-9a-f]+}} 'i' 'int'
// CHECK-NEXT:   | `-ReturnStmt 0x{{[0-9a-f]+}} <line:14:3, col:40>
// CHECK-NEXT:   |   `-BinaryOperator 0x{{[0-9a-f]+}} <col:10, col:40> 'float4':'vector<float, 4>' '+'
// CHECK-NEXT:   |     |-BinaryOperator 0x{{[0-9a-f]+}} <col:10, col:36> 'float4':'vector<float, 4>' '+'
// CHECK-NEXT:   |     | |-BinaryOperator 0x{{[0-9a-f]+}} <col:10, col:32> 'float4':'vector<float, 4>' '+'
// CHECK-NEXT:   |     | | |-BinaryOperator 0x{{[0-9a-f]+}} <col:10, col:26> 'float4':'vector<float, 4>' '+'
// CHECK-NEXT:   |     | | | |-BinaryOperator 0x{{[0-9a-f]+}} <col:10, col:20> 'float4':'vector<float, 4>' '+'
// CHECK-NEXT:   |     | | | | |-BinaryOperator 0x{{[0-9a-f]+}} <col:10, col:14> 'float4':'vector<float, 4>' '*'
// CHECK-NEXT:   |     | | | | | |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:10> 'float4':'vector<float, 4>' <LValueToRValue>
// CHECK-NEXT:   |     | | | | | | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:10> 'float4':'vector<float, 4>' lvalue Var 0x{{[0-9a-f]+}} 'f' 'float4':'vector<float, 4>'
// CHECK-NEXT:   |     | | | | | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:14> 'vector<float, 4>':'vector<float, 4>' <HLSLVectorSplat>
// CHECK-NEXT:   |     | | | | |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:14> 'float' <FloatingCast>
// CHECK-NEXT:   |     | | | | |     `-FloatingLiteral 0x{{[0-9a-f]+}} <col:14> 'literal float' 5.000000e-01
// CHECK-NEXT:   |     | | | | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:20> 'vector<float, 4>':'vector<float, 4>' <HLSLVectorSplat>
// CHECK-NEXT:   |     | | | |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:20> 'float' <IntegralToFloating>
// CHECK-NEXT:   |     | | | |     `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:20> 'uint':'unsigned int' <LValueToRValue>
// CHECK-NEXT:   |     | | | |       `-DeclRefExpr 0x{{[0-9a-f]+}} <col:20> 'uint':'unsigned int' lvalue Var 0x{{[0-9a-f]+}} 'u' 'uint':'unsigned int'
// CHECK-NEXT:   |     | | | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:24, col:26> 'vector<float, 4>':'vector<float, 4>' <HLSLVectorSplat>
// CHECK-NEXT:   |     | | |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:24, col:26> 'float' <LValueToRValue>
// CHECK-NEXT:   |     | | |     `-HLSLVectorElementExpr 0x{{[0-9a-f]+}} <col:24, col:26> 'float' lvalue vectorcomponent x
// CHECK-NEXT:   |     | | |       `-DeclRefExpr 0x{{[0-9a-f]+}} <col:24> 'float3':'vector<float, 3>' lvalue Var 0x{{[0-9a-f]+}} 'd' 'float3':'vector<float, 3>'
// CHECK-NEXT:   |     | | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:30, col:32> 'vector<float, 4>':'vector<float, 4>' <HLSLVectorSplat>
// CHECK-NEXT:   |     | |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:30, col:32> 'float' <IntegralToFloating>
// CHECK-NEXT:   |     | |     `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:30, col:32> 'int' <LValueToRValue>
// CHECK-NEXT:   |     | |       `-HLSLVectorElementExpr 0x{{[0-9a-f]+}} <col:30, col:32> 'int' lvalue vectorcomponent y
// CHECK-NEXT:   |     | |         `-DeclRefExpr 0x{{[0-9a-f]+}} <col:30> 'int2':'vector<int, 2>' lvalue Var 0x{{[0-9a-f]+}} 'b' 'int2':'vector<int, 2>'
// CHECK-NEXT:   |     | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:36> 'vector<float, 4>':'vector<float, 4>' <HLSLVectorSplat>
// CHECK-NEXT:   |     |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:36> 'float' <IntegralToFloating>
// CHECK-NEXT:   |     |     `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:36> 'int' <LValueToRValue>
// CHECK-NEXT:   |     |       `-DeclRefExpr 0x{{[0-9a-f]+}} <col:36> 'int' lvalue Var 0x{{[0-9a-f]+}} 'e' 'int'
// CHECK-NEXT:   |     `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:40> 'vector<float, 4>':'vector<float, 4>' <HLSLVectorSplat>
// CHECK-NEXT:   |       `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:40> 'float' <IntegralToFloating>
// CHECK-NEXT:   |         `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:40> 'bool' <LValueToRValue>
// CHECK-NEXT:   |           `-DeclRefExpr 0x{{[0-9a-f]+}} <col:40> 'bool' lvalue Var 0x{{[0-9a-f]+}} 'g' 'bool'
// CHECK-NEXT:   |-HLSLShaderAttr 0x{{[0-9a-f]+}} <<invalid sloc>> Implicit "pixel"
// CHECK-NEXT:   `-SemanticDecl 0x{{[0-9a-f]+}} <line:5:49> "SV_Target"
