// -ast-dump prints the checked translation unit as DXC's clang does: records
// with their fields, cbuffers with their members, variables with `used`,
// functions with parameters, semantics, bodies and attributes, every
// statement and expression with clang's source ranges and type spellings.
// RUN: hlslc -T cs_6_0 -E main -ast-dump %s | FileCheck %s
struct Element { int e; float2 f; };
cbuffer Params { float4 scale; uint count; };
StructuredBuffer<Element> sb;
RWBuffer<float4> unused_buf;
RWStructuredBuffer<Element> out_sb;
static float k = 2;
float helper(float x, int2 y) { return x * k + y.x; }
[numthreads(1, 1, 1)] void main(uint id : SV_DispatchThreadID) {
  Element e = sb[id];
  e.f *= scale.xy * helper(e.f.x, int2(count, 1));
  out_sb[id] = e;
}
// CHECK: TranslationUnitDecl 0x{{[0-9a-f]+}} <<invalid sloc>> <invalid sloc>
// CHECK-NEXT: |-CXXRecordDecl 0x{{[0-9a-f]+}} <{{.*}}ast-dump.hlsl:6:1, col:35> col:8 referenced struct Element definition
// CHECK-NEXT: | |-CXXRecordDecl 0x{{[0-9a-f]+}} <col:1, col:8> col:8 implicit struct Element
// CHECK-NEXT: | |-FieldDecl 0x{{[0-9a-f]+}} <col:18, col:22> col:22 e 'int'
// CHECK-NEXT: | `-FieldDecl 0x{{[0-9a-f]+}} <col:25, col:32> col:32 referenced f 'float2':'vector<float, 2>'
// CHECK-NEXT: |-HLSLBufferDecl 0x{{[0-9a-f]+}} <line:7:1, col:44> col:9 cbuffer Params
// CHECK-NEXT: | |-VarDecl 0x{{[0-9a-f]+}} parent cbuffer 0x{{[0-9a-f]+}} <col:18, col:25> col:25 used scale 'const float4':'const vector<float, 4>'
// CHECK-NEXT: | `-VarDecl 0x{{[0-9a-f]+}} parent cbuffer 0x{{[0-9a-f]+}} <col:32, col:37> col:37 used count 'const uint':'const unsigned int'
// CHECK-NEXT: |-EmptyDecl 0x{{[0-9a-f]+}} <col:45> col:45
// CHECK-NEXT: |-VarDecl 0x{{[0-9a-f]+}} <line:8:1, col:27> col:27 used sb 'StructuredBuffer<Element>':'StructuredBuffer<Element>'
// CHECK-NEXT: |-VarDecl 0x{{[0-9a-f]+}} <line:9:1, col:18> col:18 unused_buf 'RWBuffer<float4>':'RWBuffer<vector<float, 4> >'
// CHECK-NEXT: |-VarDecl 0x{{[0-9a-f]+}} <line:10:1, col:29> col:29 used out_sb 'RWStructuredBuffer<Element>':'RWStructuredBuffer<Element>'
// CHECK-NEXT: |-VarDecl 0x{{[0-9a-f]+}} <line:11:1, col:18> col:14 used k 'float' static cinit
// CHECK-NEXT: | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:18> 'float' <IntegralToFloating>
// CHECK-NEXT: |   `-IntegerLiteral 0x{{[0-9a-f]+}} <col:18> 'literal int' 2
// CHECK-NEXT: |-FunctionDecl 0x{{[0-9a-f]+}} <line:12:1, col:53> col:7 used helper 'float (float, int2)'
// CHECK-NEXT: | |-ParmVarDecl 0x{{[0-9a-f]+}} <col:14, col:20> col:20 used x 'float'
// CHECK-NEXT: | |-ParmVarDecl 0x{{[0-9a-f]+}} <col:23, col:28> col:28 used y 'int2':'vector<int, 2>'
// CHECK-NEXT: | `-CompoundStmt 0x{{[0-9a-f]+}} <col:31, col:53>
// CHECK-NEXT: |   `-ReturnStmt 0x{{[0-9a-f]+}} <col:33, col:50>
// CHECK-NEXT: |     `-BinaryOperator 0x{{[0-9a-f]+}} <col:40, col:50> 'float' '+'
// CHECK-NEXT: |       |-BinaryOperator 0x{{[0-9a-f]+}} <col:40, col:44> 'float' '*'
// CHECK-NEXT: |       | |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:40> 'float' <LValueToRValue>
// CHECK-NEXT: |       | | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:40> 'float' lvalue ParmVar 0x{{[0-9a-f]+}} 'x' 'float'
// CHECK-NEXT: |       | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:44> 'float' <LValueToRValue>
// CHECK-NEXT: |       |   `-DeclRefExpr 0x{{[0-9a-f]+}} <col:44> 'float' lvalue Var 0x{{[0-9a-f]+}} 'k' 'float'
// CHECK-NEXT: |       `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:48, col:50> 'float' <IntegralToFloating>
// CHECK-NEXT: |         `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:48, col:50> 'int' <LValueToRValue>
// CHECK-NEXT: |           `-HLSLVectorElementExpr 0x{{[0-9a-f]+}} <col:48, col:50> 'int' lvalue vectorcomponent x
// CHECK-NEXT: |             `-DeclRefExpr 0x{{[0-9a-f]+}} <col:48> 'int2':'vector<int, 2>' lvalue ParmVar 0x{{[0-9a-f]+}} 'y' 'int2':'vector<int, 2>'
// CHECK-NEXT: `-FunctionDecl 0x{{[0-9a-f]+}} <line:13:23, line:17:1> line:13:28 main 'void (uint)'
// CHECK-NEXT:   |-ParmVarDecl 0x{{[0-9a-f]+}} <col:33, col:38> col:38 used id 'uint':'unsigned int'
// CHECK-NEXT:   | `-SemanticDecl 0x{{[0-9a-f]+}} <col:43> "SV_DispatchThreadID"
// CHECK-NEXT:   |-CompoundStmt 0x{{[0-9a-f]+}} <col:64, line:17:1>
// CHECK-NEXT:   | |-DeclStmt 0x{{[0-9a-f]+}} <line:14:3, col:21>
// CHECK-NEXT:   | | `-VarDecl 0x{{[0-9a-f]+}} <col:3, col:20> col:11 used e 'Element' cinit
// CHECK-NEXT:   | |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:15, col:20> 'Element' <LValueToRValue>
// CHECK-NEXT:   | |     `-CXXOperatorCallExpr 0x{{[0-9a-f]+}} <col:15, col:20> 'const Element' lvalue
// CHECK-NEXT:   | |       |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:17, col:20> 'const Element &(*)(unsigned int) const' <FunctionToPointerDecay>
// CHECK-NEXT:   | |       | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:17, col:20> 'const Element &(unsigned int) const' lvalue CXXMethod 0x{{[0-9a-f]+}} 'operator[]' 'const Element &(unsigned int) const'
// CHECK-NEXT:   | |       |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:15> 'const StructuredBuffer<Element>' lvalue <NoOp>
// CHECK-NEXT:   | |       | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:15> 'StructuredBuffer<Element>':'StructuredBuffer<Element>' lvalue Var 0x{{[0-9a-f]+}} 'sb' 'StructuredBuffer<Element>':'StructuredBuffer<Element>'
// CHECK-NEXT:   | |       `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:18> 'uint':'unsigned int' <LValueToRValue>
// CHECK-NEXT:   | |         `-DeclRefExpr 0x{{[0-9a-f]+}} <col:18> 'uint':'unsigned int' lvalue ParmVar 0x{{[0-9a-f]+}} 'id' 'uint':'unsigned int'
// CHECK-NEXT:   | |-CompoundAssignOperator 0x{{[0-9a-f]+}} <line:15:3, col:49> 'float2':'vector<float, 2>' lvalue '*=' ComputeLHSTy='float2':'vector<float, 2>' ComputeResultTy='float2':'vector<float, 2>'
// CHECK-NEXT:   | | |-MemberExpr 0x{{[0-9a-f]+}} <col:3, col:5> 'float2':'vector<float, 2>' lvalue .f 0x{{[0-9a-f]+}}
// CHECK-NEXT:   | | | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:3> 'Element' lvalue Var 0x{{[0-9a-f]+}} 'e' 'Element'
// CHECK-NEXT:   | | `-BinaryOperator 0x{{[0-9a-f]+}} <col:10, col:49> 'vector<float, 2>':'vector<float, 2>' '*'
// CHECK-NEXT:   | |   |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:10, col:16> 'vector<float, 2>':'vector<float, 2>' <LValueToRValue>
// CHECK-NEXT:   | |   | `-HLSLVectorElementExpr 0x{{[0-9a-f]+}} <col:10, col:16> 'const vector<float, 2>':'const vector<float, 2>' lvalue vectorcomponent xy
// CHECK-NEXT:   | |   |   `-DeclRefExpr 0x{{[0-9a-f]+}} <col:10> 'const float4':'const vector<float, 4>' lvalue Var 0x{{[0-9a-f]+}} 'scale' 'const float4':'const vector<float, 4>'
// CHECK-NEXT:   | |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:21, col:49> 'vector<float, 2>':'vector<float, 2>' <HLSLVectorSplat>
// CHECK-NEXT:   | |     `-CallExpr 0x{{[0-9a-f]+}} <col:21, col:49> 'float'
// CHECK-NEXT:   | |       |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:21> 'float (*)(float, int2)' <FunctionToPointerDecay>
// CHECK-NEXT:   | |       | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:21> 'float (float, int2)' lvalue Function 0x{{[0-9a-f]+}} 'helper' 'float (float, int2)'
// CHECK-NEXT:   | |       |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:28, col:32> 'float' <LValueToRValue>
// CHECK-NEXT:   | |       | `-HLSLVectorElementExpr 0x{{[0-9a-f]+}} <col:28, col:32> 'float' lvalue vectorcomponent x
// CHECK-NEXT:   | |       |   `-MemberExpr 0x{{[0-9a-f]+}} <col:28, col:30> 'float2':'vector<float, 2>' lvalue .f 0x{{[0-9a-f]+}}
// CHECK-NEXT:   | |       |     `-DeclRefExpr 0x{{[0-9a-f]+}} <col:28> 'Element' lvalue Var 0x{{[0-9a-f]+}} 'e' 'Element'
// CHECK-NEXT:   | |       `-CXXFunctionalCastExpr 0x{{[0-9a-f]+}} <col:35, col:48> 'int2':'vector<int, 2>' functional cast to int2 <NoOp>
// CHECK-NEXT:   | |         `-InitListExpr 0x{{[0-9a-f]+}} <col:39, col:48> 'int2':'vector<int, 2>'
// CHECK-NEXT:   | |           |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:40> 'int' <IntegralCast>
// CHECK-NEXT:   | |           | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:40> 'uint':'unsigned int' <LValueToRValue>
// CHECK-NEXT:   | |           |   `-DeclRefExpr 0x{{[0-9a-f]+}} <col:40> 'const uint':'const unsigned int' lvalue Var 0x{{[0-9a-f]+}} 'count' 'const uint':'const unsigned int'
// CHECK-NEXT:   | |           `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:47> 'int' <IntegralCast>
// CHECK-NEXT:   | |             `-IntegerLiteral 0x{{[0-9a-f]+}} <col:47> 'literal int' 1
// CHECK-NEXT:   | `-BinaryOperator 0x{{[0-9a-f]+}} <line:16:3, col:16> 'Element' '='
// CHECK-NEXT:   |   |-CXXOperatorCallExpr 0x{{[0-9a-f]+}} <col:3, col:12> 'Element' lvalue
// CHECK-NEXT:   |   | |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:9, col:12> 'Element &(*)(unsigned int) const' <FunctionToPointerDecay>
// CHECK-NEXT:   |   | | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:9, col:12> 'Element &(unsigned int) const' lvalue CXXMethod 0x{{[0-9a-f]+}} 'operator[]' 'Element &(unsigned int) const'
// CHECK-NEXT:   |   | |-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:3> 'const RWStructuredBuffer<Element>' lvalue <NoOp>
// CHECK-NEXT:   |   | | `-DeclRefExpr 0x{{[0-9a-f]+}} <col:3> 'RWStructuredBuffer<Element>':'RWStructuredBuffer<Element>' lvalue Var 0x{{[0-9a-f]+}} 'out_sb' 'RWStructuredBuffer<Element>':'RWStructuredBuffer<Element>'
// CHECK-NEXT:   |   | `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:10> 'uint':'unsigned int' <LValueToRValue>
// CHECK-NEXT:   |   |   `-DeclRefExpr 0x{{[0-9a-f]+}} <col:10> 'uint':'unsigned int' lvalue ParmVar 0x{{[0-9a-f]+}} 'id' 'uint':'unsigned int'
// CHECK-NEXT:   |   `-ImplicitCastExpr 0x{{[0-9a-f]+}} <col:16> 'Element' <LValueToRValue>
// CHECK-NEXT:   |     `-DeclRefExpr 0x{{[0-9a-f]+}} <col:16> 'Element' lvalue Var 0x{{[0-9a-f]+}} 'e' 'Element'
// CHECK-NEXT:   |-HLSLNumThreadsAttr 0x{{[0-9a-f]+}} <line:13:2, col:20> 1 1 1
// CHECK-NEXT:   `-HLSLShaderAttr 0x{{[0-9a-f]+}} <<invalid sloc>> Implicit "compute"
