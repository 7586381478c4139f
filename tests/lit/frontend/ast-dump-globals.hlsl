// -ast-dump prints global declarations as DXC: groupshared address space,
// register/packoffset annotations, row_major sugar, cbuffer members with their
// parent buffer, the EmptyDecl of the ';' after a cbuffer, const of $Globals.
// RUN: hlslc -T cs_6_0 -E main -ast-dump %s | FileCheck %s
static const int kMode = 4;
groupshared float cache[64];
RWBuffer<float4> results : register(u2, space1);
row_major float2x2 rot;
cbuffer Params : register(b3) {
  float3 tint : packoffset(c0);
  uint flags : packoffset(c0.w);
};
[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  cache[gi] = tint.x * rot._m01;
  GroupMemoryBarrierWithGroupSync();
  results[gi] = float4(tint, cache[63 - gi]) * (float)kMode * flags;
}
// CHECK: TranslationUnitDecl 0x{{[0-9a-f]+}} <<invalid sloc>> <invalid sloc>
// CHECK-NEXT: |-VarDecl 0x{{[0-9a-f]+}} <{{.*}}ast-dump-globals.hlsl:5:1, col:26> col:18 referenced kMode 'const int' static cinit
// CHECK-NEXT: | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:26> 'const int' <IntegralCast>
// CHECK-NEXT: |   `-IntegerLiteral 0x{{[0-9a-f]+}} <col:26> 'literal int' 4
// CHECK-NEXT: |-VarDecl 0x{{[0-9a-f]+}} <line:6:1, col:27> col:19 used cache 'float __attribute__((address_space(3)))[64]'
// CHECK-NEXT: | `-HLSLGroupSharedAttr 0x{{[0-9a-f]+}} <col:1>
// CHECK-NEXT: |-VarDecl 0x{{[0-9a-f]+}} <line:7:1, col:18> col:18 used results 'RWBuffer<float4>':'RWBuffer<vector<float, 4> >'
// CHECK-NEXT: | `-RegisterAssignment 0x{{[0-9a-f]+}} <col:28> register(u2, space1)
// CHECK-NEXT: |-VarDecl 0x{{[0-9a-f]+}} <line:8:1, col:20> col:20 used rot 'row_major float2x2 const':'const matrix<float, 2, 2>'
// CHECK-NEXT: |-HLSLBufferDecl 0x{{[0-9a-f]+}} <line:9:1, line:12:1> line:9:9 cbuffer Params
// CHECK-NEXT: | |-RegisterAssignment 0x{{[0-9a-f]+}} <col:18> register(b3)
// CHECK-NEXT: | |-VarDecl 0x{{[0-9a-f]+}} parent cbuffer 0x{{[0-9a-f]+}} <line:10:3, col:10> col:10 used tint 'const float3':'const vector<float, 3>'
// CHECK-NEXT: | | `-ConstantPacking 0x{{[0-9a-f]+}} <col:17> packoffset(c0.x)
// CHECK-NEXT: | `-VarDecl 0x{{[0-9a-f]+}} parent cbuffer 0x{{[0-9a-f]+}} <line:11:3, col:8> col:8 used flags 'const uint':'const unsigned int'
// CHECK-NEXT: |   `-ConstantPacking 0x{{[0-9a-f]+}} <col:16> packoffset(c0.w)
// CHECK-NEXT: |-EmptyDecl 0x{{[0-9a-f]+}} <line:12:2> col:2
// CHECK-NEXT: `-FunctionDecl 0x{{[0-9a-f]+}} <line:14:1, line:18:1> line:14:6 main 'void (uint)'
// CHECK-NEXT:   |-ParmVarDecl 0x{{[0-9a-f]+}} <col:11, col:16> col:16 used gi 'uint':'unsigned int'
// CHECK-NEXT:   | `-SemanticDecl 0x{{[0-9a-f]+}} <col:21> "SV_GroupIndex"
// CHECK-NEXT:   |-CompoundStmt 0x{{[0-9a-f]+}} <col:36, line:18:1>
// CHECK-NEXT:   | |-BinaryOperator 0x{{[0-9a-f]+}} <line:15:3, col:28> 'float' '='
// CHECK-NEXT:   | | |-ArraySubscriptExpr 0x{{[0-9a-f]+}} <col:3, col:11> 'float' lvalue
// CHECK-NEXT:   | | | |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:3> 'float __attribute__((address_space(3)))[64]' <LValueToRValue>
// CHECK-NEXT:   | | | | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:3> 'float __attribute__((address_space(3)))[64]' lvalue Var 0x{{[0-9a-f]+}} 'cache' 'float __attribute__((address_space(3)))[64]'
// CHECK-NEXT:   | | | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:9> 'uint':'unsigned int' <LValueToRValue>
// CHECK-NEXT:   | | |   `-DeclRefExpr 0x{{[0-9a-f]+}} <col:9> 'uint':'unsigned int' lvalue ParmVar 0x{{[0-9a-f]+}} 'gi' 'uint':'unsigned int'
// CHECK-NEXT:   | | `-BinaryOperator 0x{{[0-9a-f]+}} <col:15, col:28> 'float' '*'
// CHECK-NEXT:   | |   |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:15, col:20> 'float' <LValueToRValue>
// CHECK-NEXT:   | |   | `-HLSLVectorElementExpr 0x{{[0-9a-f]+}} <col:15, col:20> 'const float' lvalue vectorcomponent x
// CHECK-NEXT:   | |   |   `-DeclRefExpr 0x{{[0-9a-f]+}} <col:15> 'const float3':'const vector<float, 3>' lvalue Var 0x{{[0-9a-f]+}} 'tint' 'const float3':'const vector<float, 3>'
// CHECK-NEXT:   | |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:24, col:28> 'float' <LValueToRValue>
// CHECK-NEXT:   | |     `-ExtMatrixElementExpr 0x{{[0-9a-f]+}} <col:24, col:28> 'const float' lvalue vectorcomponent _m01
// CHECK-NEXT:   | |       `-DeclRefExpr 0x{{[0-9a-f]+}} <col:24> 'row_major float2x2 const':'const matrix<float, 2, 2>' lvalue Var 0x{{[0-9a-f]+}} 'rot' 'row_major float2x2 const':'const matrix<float, 2, 2>'
// CHECK-NEXT:   | |-CallExpr 0x{{[0-9a-f]+}} <line:16:3, col:35> 'void'
// CHECK-NEXT:   | | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:3> 'void (*)()' <FunctionToPointerDecay>
// CHECK-NEXT:   | |   `-DeclRefExpr 0x{{[0-9a-f]+}} <col:3> 'void ()' lvalue Function 0x{{[0-9a-f]+}} 'GroupMemoryBarrierWithGroupSync' 'void ()'
// CHECK-NEXT:   | `-BinaryOperator 0x{{[0-9a-f]+}} <line:17:3, col:63> 'vector<float, 4>' '='
// CHECK-NEXT:   |   |-CXXOperatorCallExpr 0x{{[0-9a-f]+}} <col:3, col:13> 'vector<float, 4>' lvalue
// CHECK-NEXT:   |   | |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:10, col:13> 'vector<float, 4> &(*)(unsigned int) const' <FunctionToPointerDecay>
// CHECK-NEXT:   |   | | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:10, col:13> 'vector<float, 4> &(unsigned int) const' lvalue CXXMethod 0x{{[0-9a-f]+}} 'operator[]' 'vector<float, 4> &(unsigned int) const'
// CHECK-NEXT:   |   | |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:3> 'const RWBuffer<vector<float, 4> >' lvalue <NoOp>
// CHECK-NEXT:   |   | | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:3> 'RWBuffer<float4>':'RWBuffer<vector<float, 4> >' lvalue Var 0x{{[0-9a-f]+}} 'results' 'RWBuffer<float4>':'RWBuffer<vector<float, 4> >'
// CHECK-NEXT:   |   | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:11> 'uint':'unsigned int' <LValueToRValue>
// CHECK-NEXT:   |   |   `-DeclRefExpr 0x{{[0-9a-f]+}} <col:11> 'uint':'unsigned int' lvalue ParmVar 0x{{[0-9a-f]+}} 'gi' 'uint':'unsigned int'
// CHECK-NEXT:   |   `-BinaryOperator 0x{{[0-9a-f]+}} <col:17, col:63> 'float4':'vector<float, 4>' '*'
// CHECK-NEXT:   |     |-BinaryOperator 0x{{[0-9a-f]+}} <col:17, col:55> 'float4':'vector<float, 4>' '*'
// CHECK-NEXT:   |     | |-CXXFunctionalCastExpr 0x{{[0-9a-f]+}} <col:17, col:44> 'float4':'vector<float, 4>' functional cast to float4 <NoOp>
// CHECK-NEXT:   |     | | `-InitListExpr 0x{{[0-9a-f]+}} <col:23, col:44> 'float4':'vector<float, 4>'
// CHECK-NEXT:   |     | |   |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:24> 'const float3':'const vector<float, 3>' <LValueToRValue>
// CHECK-NEXT:   |     | |   | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:24> 'const float3':'const vector<float, 3>' lvalue Var 0x{{[0-9a-f]+}} 'tint' 'const float3':'const vector<float, 3>'
// CHECK-NEXT:   |     | |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:30, col:43> 'float' <LValueToRValue>
// CHECK-NEXT:   |     | |     `-ArraySubscriptExpr 0x{{[0-9a-f]+}} <col:30, col:43> 'float' lvalue
// CHECK-NEXT:   |     | |       |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:30> 'float __attribute__((address_space(3)))[64]' <LValueToRValue>
// CHECK-NEXT:   |     | |       | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:30> 'float __attribute__((address_space(3)))[64]' lvalue Var 0x{{[0-9a-f]+}} 'cache' 'float __attribute__((address_space(3)))[64]'
// CHECK-NEXT:   |     | |       `-BinaryOperator 0x{{[0-9a-f]+}} <col:36, col:41> 'unsigned int' '-'
// CHECK-NEXT:   |     | |         |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:36> 'unsigned int' <IntegralCast>
// CHECK-NEXT:   |     | |         | `-IntegerLiteral 0x{{[0-9a-f]+}} <col:36> 'literal int' 63
// CHECK-NEXT:   |     | |         `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:41> 'uint':'unsigned int' <LValueToRValue>
// CHECK-NEXT:   |     | |           `-DeclRefExpr 0x{{[0-9a-f]+}} <col:41> 'uint':'unsigned int' lvalue ParmVar 0x{{[0-9a-f]+}} 'gi' 'uint':'unsigned int'
// CHECK-NEXT:   |     | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:48, col:55> 'vector<float, 4>':'vector<float, 4>' <HLSLVectorSplat>
// CHECK-NEXT:   |     |   `-CStyleCastExpr 0x{{[0-9a-f]+}} <col:48, col:55> 'float' <NoOp>
// CHECK-NEXT:   |     |     `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:55> 'float' <IntegralToFloating>
// CHECK-NEXT:   |     |       `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:55> 'int' <LValueToRValue>
// CHECK-NEXT:   |     |         `-DeclRefExpr 0x{{[0-9a-f]+}} <col:55> 'const int' lvalue Var 0x{{[0-9a-f]+}} 'kMode' 'const int'
// CHECK-NEXT:   |     `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:63> 'vector<float, 4>':'vector<float, 4>' <HLSLVectorSplat>
// CHECK-NEXT:   |       `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:63> 'float' <IntegralToFloating>
// CHECK-NEXT:   |         `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:63> 'uint':'unsigned int' <LValueToRValue>
// CHECK-NEXT:   |           `-DeclRefExpr 0x{{[0-9a-f]+}} <col:63> 'const uint':'const unsigned int' lvalue Var 0x{{[0-9a-f]+}} 'flags' 'const uint':'const unsigned int'
// CHECK-NEXT:   |-HLSLNumThreadsAttr 0x{{[0-9a-f]+}} <line:13:2, col:21> 64 1 1
// CHECK-NEXT:   `-HLSLShaderAttr 0x{{[0-9a-f]+}} <<invalid sloc>> Implicit "compute"
