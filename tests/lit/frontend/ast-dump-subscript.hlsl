// -ast-dump prints subscripts of resources, vectors and matrices as calls of
// operator[] (CXXOperatorCallExpr) and of arrays as ArraySubscriptExpr.
// RUN: hlslc -T cs_6_0 -E main -ast-dump %s | FileCheck %s
Buffer<float4> src;
RWTexture2D<float> dst;
float3x3 m;
static float arr[3] = { 1, 2, 3 };
[numthreads(8, 8, 1)]
void main(uint2 id : SV_DispatchThreadID) {
  float4 v = src[id.x];
  dst[id] = v[1] + m[1][2] + m[0].y + arr[id.y % 3];
}
// CHECK: TranslationUnitDecl 0x{{[0-9a-f]+}} <<invalid sloc>> <invalid sloc>
// CHECK-NEXT: |-VarDecl 0x{{[0-9a-f]+}} <{{.*}}ast-dump-subscript.hlsl:4:1, col:16> col:16 used src 'Buffer<float4>':'Buffer<vector<float, 4> >'
// CHECK-NEXT: |-VarDecl 0x{{[0-9a-f]+}} <line:5:1, col:20> col:20 used dst 'RWTexture2D<float>':'RWTexture2D<float>'
// CHECK-NEXT: |-VarDecl 0x{{[0-9a-f]+}} <line:6:1, col:10> col:10 used m 'const float3x3':'const matrix<float, 3, 3>'
// CHECK-NEXT: |-VarDecl 0x{{[0-9a-f]+}} <line:7:1, col:33> col:14 used arr 'float [3]' static cinit
// CHECK-NEXT: | `-InitListExpr 0x{{[0-9a-f]+}} <col:23, col:33> 'float [3]'
// CHECK-NEXT: |   |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:25> 'float' <IntegralToFloating>
// CHECK-NEXT: |   | `-IntegerLiteral 0x{{[0-9a-f]+}} <col:25> 'literal int' 1
// CHECK-NEXT: |   |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:28> 'float' <IntegralToFloating>
// CHECK-NEXT: |   | `-IntegerLiteral 0x{{[0-9a-f]+}} <col:28> 'literal int' 2
// CHECK-NEXT: |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:31> 'float' <IntegralToFloating>
// CHECK-NEXT: |     `-IntegerLiteral 0x{{[0-9a-f]+}} <col:31> 'literal int' 3
// CHECK-NEXT: `-FunctionDecl 0x{{[0-9a-f]+}} <line:9:1, line:12:1> line:9:6 main 'void (uint2)'
// CHECK-NEXT:   |-ParmVarDecl 0x{{[0-9a-f]+}} <col:11, col:17> col:17 used id 'uint2':'vector<unsigned int, 2>'
// CHECK-NEXT:   | `-SemanticDecl 0x{{[0-9a-f]+}} <col:22> "SV_DispatchThreadID"
// CHECK-NEXT:   |-CompoundStmt 0x{{[0-9a-f]+}} <col:43, line:12:1>
// CHECK-NEXT:   | |-DeclStmt 0x{{[0-9a-f]+}} <line:10:3, col:23>
// CHECK-NEXT:   | | `-VarDecl 0x{{[0-9a-f]+}} <col:3, col:22> col:10 used v 'float4':'vector<float, 4>' cinit
// CHECK-NEXT:   | |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:14, col:22> 'vector<float, 4>' <LValueToRValue>
// CHECK-NEXT:   | |     `-CXXOperatorCallExpr 0x{{[0-9a-f]+}} <col:14, col:22> 'const vector<float, 4>' lvalue
// CHECK-NEXT:   | |       |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:17, col:22> 'const vector<float, 4> &(*)(unsigned int) const' <FunctionToPointerDecay>
// CHECK-NEXT:   | |       | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:17, col:22> 'const vector<float, 4> &(unsigned int) const' lvalue CXXMethod 0x{{[0-9a-f]+}} 'operator[]' 'const vector<float, 4> &(unsigned int) const'
// CHECK-NEXT:   | |       |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:14> 'const Buffer<vector<float, 4> >' lvalue <NoOp>
// CHECK-NEXT:   | |       | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:14> 'Buffer<float4>':'Buffer<vector<float, 4> >' lvalue Var 0x{{[0-9a-f]+}} 'src' 'Buffer<float4>':'Buffer<vector<float, 4> >'
// CHECK-NEXT:   | |       `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:18, col:21> 'unsigned int' <LValueToRValue>
// CHECK-NEXT:   | |         `-HLSLVectorElementExpr 0x{{[0-9a-f]+}} <col:18, col:21> 'unsigned int' lvalue vectorcomponent x
// CHECK-NEXT:   | |           `-DeclRefExpr 0x{{[0-9a-f]+}} <col:18> 'uint2':'vector<unsigned int, 2>' lvalue ParmVar 0x{{[0-9a-f]+}} 'id' 'uint2':'vector<unsigned int, 2>'
// CHECK-NEXT:   | `-BinaryOperator 0x{{[0-9a-f]+}} <line:11:3, col:51> 'float' '='
// CHECK-NEXT:   |   |-CXXOperatorCallExpr 0x{{[0-9a-f]+}} <col:3, col:9> 'float' lvalue
// CHECK-NEXT:   |   | |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:6, col:9> 'float &(*)(vector<uint, 2>) const' <FunctionToPointerDecay>
// CHECK-NEXT:   |   | | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:6, col:9> 'float &(vector<uint, 2>) const' lvalue CXXMethod 0x{{[0-9a-f]+}} 'operator[]' 'float &(vector<uint, 2>) const'
// CHECK-NEXT:   |   | |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:3> 'const RWTexture2D<float>' lvalue <NoOp>
// CHECK-NEXT:   |   | | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:3> 'RWTexture2D<float>':'RWTexture2D<float>' lvalue Var 0x{{[0-9a-f]+}} 'dst' 'RWTexture2D<float>':'RWTexture2D<float>'
// CHECK-NEXT:   |   | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:7> 'uint2':'vector<unsigned int, 2>' <LValueToRValue>
// CHECK-NEXT:   |   |   `-DeclRefExpr 0x{{[0-9a-f]+}} <col:7> 'uint2':'vector<unsigned int, 2>' lvalue ParmVar 0x{{[0-9a-f]+}} 'id' 'uint2':'vector<unsigned int, 2>'
// CHECK-NEXT:   |   `-BinaryOperator 0x{{[0-9a-f]+}} <col:13, col:51> 'float':'float' '+'
// CHECK-NEXT:   |     |-BinaryOperator 0x{{[0-9a-f]+}} <col:13, col:35> 'float':'float' '+'
// CHECK-NEXT:   |     | |-BinaryOperator 0x{{[0-9a-f]+}} <col:13, col:26> 'float':'float' '+'
// CHECK-NEXT:   |     | | |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:13, col:16> 'float':'float' <LValueToRValue>
// CHECK-NEXT:   |     | | | `-CXXOperatorCallExpr 0x{{[0-9a-f]+}} <col:13, col:16> 'float':'float' lvalue
// CHECK-NEXT:   |     | | |   |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:14, col:16> 'float &(*)(unsigned int)' <FunctionToPointerDecay>
// CHECK-NEXT:   |     | | |   | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:14, col:16> 'float &(unsigned int)' lvalue CXXMethod 0x{{[0-9a-f]+}} 'operator[]' 'float &(unsigned int)'
// CHECK-NEXT:   |     | | |   |-DeclRefExpr 0x{{[0-9a-f]+}} <col:13> 'float4':'vector<float, 4>' lvalue Var 0x{{[0-9a-f]+}} 'v' 'float4':'vector<float, 4>'
// CHECK-NEXT:   |     | | |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:15> 'unsigned int' <IntegralCast>
// CHECK-NEXT:   |     | | |     `-IntegerLiteral 0x{{[0-9a-f]+}} <col:15> 'literal int' 1
// CHECK-NEXT:   |     | | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:20, col:26> 'float':'float' <LValueToRValue>
// CHECK-NEXT:   |     | |   `-CXXOperatorCallExpr 0x{{[0-9a-f]+}} <col:20, col:26> 'float':'float' lvalue
// CHECK-NEXT:   |     | |     |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:24, col:26> 'float &(*)(unsigned int)' <FunctionToPointerDecay>
// CHECK-NEXT:   |     | |     | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:24, col:26> 'float &(unsigned int)' lvalue CXXMethod 0x{{[0-9a-f]+}} 'operator[]' 'float &(unsigned int)'
// CHECK-NEXT:   |     | |     |-CXXOperatorCallExpr 0x{{[0-9a-f]+}} <col:20, col:23> 'vector<float, 3>':'vector<float, 3>' lvalue
// CHECK-NEXT:   |     | |     | |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:21, col:23> 'vector<float, 3> &(*)(unsigned int) const' <FunctionToPointerDecay>
// CHECK-NEXT:   |     | |     | | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:21, col:23> 'vector<float, 3> &(unsigned int) const' lvalue CXXMethod 0x{{[0-9a-f]+}} 'operator[]' 'vector<float, 3> &(unsigned int) const'
// CHECK-NEXT:   |     | |     | |-DeclRefExpr 0x{{[0-9a-f]+}} <col:20> 'const float3x3':'const matrix<float, 3, 3>' lvalue Var 0x{{[0-9a-f]+}} 'm' 'const float3x3':'const matrix<float, 3, 3>'
// CHECK-NEXT:   |     | |     | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:22> 'unsigned int' <IntegralCast>
// CHECK-NEXT:   |     | |     |   `-IntegerLiteral 0x{{[0-9a-f]+}} <col:22> 'literal int' 1
// CHECK-NEXT:   |     | |     `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:25> 'unsigned int' <IntegralCast>
// CHECK-NEXT:   |     | |       `-IntegerLiteral 0x{{[0-9a-f]+}} <col:25> 'literal int' 2
// CHECK-NEXT:   |     | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:30, col:35> 'float' <LValueToRValue>
// CHECK-NEXT:   |     |   `-HLSLVectorElementExpr 0x{{[0-9a-f]+}} <col:30, col:35> 'float' lvalue vectorcomponent y
// CHECK-NEXT:   |     |     `-CXXOperatorCallExpr 0x{{[0-9a-f]+}} <col:30, col:33> 'vector<float, 3>':'vector<float, 3>' lvalue
// CHECK-NEXT:   |     |       |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:31, col:33> 'vector<float, 3> &(*)(unsigned int) const' <FunctionToPointerDecay>
// CHECK-NEXT:   |     |       | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:31, col:33> 'vector<float, 3> &(unsigned int) const' lvalue CXXMethod 0x{{[0-9a-f]+}} 'operator[]' 'vector<float, 3> &(unsigned int) const'
// CHECK-NEXT:   |     |       |-DeclRefExpr 0x{{[0-9a-f]+}} <col:30> 'const float3x3':'const matrix<float, 3, 3>' lvalue Var 0x{{[0-9a-f]+}} 'm' 'const float3x3':'const matrix<float, 3, 3>'
// CHECK-NEXT:   |     |       `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:32> 'unsigned int' <IntegralCast>
// CHECK-NEXT:   |     |         `-IntegerLiteral 0x{{[0-9a-f]+}} <col:32> 'literal int' 0
// CHECK-NEXT:   |     `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:39, col:51> 'float' <LValueToRValue>
// CHECK-NEXT:   |       `-ArraySubscriptExpr 0x{{[0-9a-f]+}} <col:39, col:51> 'float' lvalue
// CHECK-NEXT:   |         |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:39> 'float [3]' <LValueToRValue>
// CHECK-NEXT:   |         | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:39> 'float [3]' lvalue Var 0x{{[0-9a-f]+}} 'arr' 'float [3]'
// CHECK-NEXT:   |         `-BinaryOperator 0x{{[0-9a-f]+}} <col:43, col:50> 'unsigned int' '%'
// CHECK-NEXT:   |           |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:43, col:46> 'unsigned int' <LValueToRValue>
// CHECK-NEXT:   |           | `-HLSLVectorElementExpr 0x{{[0-9a-f]+}} <col:43, col:46> 'unsigned int' lvalue vectorcomponent y
// CHECK-NEXT:   |           |   `-DeclRefExpr 0x{{[0-9a-f]+}} <col:43> 'uint2':'vector<unsigned int, 2>' lvalue ParmVar 0x{{[0-9a-f]+}} 'id' 'uint2':'vector<unsigned int, 2>'
// CHECK-NEXT:   |           `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:50> 'unsigned int' <IntegralCast>
// CHECK-NEXT:   |             `-IntegerLiteral 0x{{[0-9a-f]+}} <col:50> 'literal int' 3
// CHECK-NEXT:   |-HLSLNumThreadsAttr 0x{{[0-9a-f]+}} <line:8:2, col:20> 8 8 1
// CHECK-NEXT:   `-HLSLShaderAttr 0x{{[0-9a-f]+}} <<invalid sloc>> Implicit "compute"
