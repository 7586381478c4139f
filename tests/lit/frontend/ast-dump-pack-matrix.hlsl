// RUN: hlslc -T vs_6_0 -E main -ast-dump %s | FileCheck %s
// After a #pragma pack_matrix, every matrix type declared without an
// orientation has the pragma's (clang's AttributedType): variables,
// parameters, return types, fields and typedefs print it; before any pragma
// (whatever -Zpr/-Zpc say) nothing is added. A pragma right after a
// function is no part of its source range.

// CHECK: FunctionDecl 0x{{[0-9a-f]+}} <{{.*}}ast-dump-pack-matrix.hlsl:[[# @LINE + 2]]:1, col:59> col:20 used f 'row_major float2x2 (column_major float2x2)'
// CHECK-NEXT: ParmVarDecl 0x{{[0-9a-f]+}} <col:22, col:44> col:44 used a 'column_major float2x2':'matrix<float, 2, 2>'
row_major float2x2 f(column_major float2x2 a) { return a; }
#pragma pack_matrix(row_major)
// CHECK: TypedefDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 1]]:1, col:18> col:18 TM 'row_major float2x2':'matrix<float, 2, 2>'
typedef float2x2 TM;
// CHECK: FunctionDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 2]]:1, col:40> col:10 used g 'row_major float2x2 (row_major float2x2)'
// CHECK-NEXT: ParmVarDecl 0x{{[0-9a-f]+}} <col:12, col:21> col:21 used a 'row_major float2x2':'matrix<float, 2, 2>'
float2x2 g(float2x2 a) { return a * 2; }
#pragma pack_matrix(column_major)
// CHECK: FieldDecl 0x{{[0-9a-f]+}} <col:12, col:21> col:21 referenced m 'column_major float2x2':'matrix<float, 2, 2>'
struct S { float2x2 m; };
// CHECK: VarDecl 0x{{[0-9a-f]+}} <col:31, col:47> col:40 used x 'column_major float2x2':'matrix<float, 2, 2>' cinit
// CHECK: VarDecl 0x{{[0-9a-f]+}} <col:50, col:76> col:69 used y 'row_major float2x2':'matrix<float, 2, 2>' cinit
float4 main() : SV_Position { float2x2 x = f(0); row_major float2x2 y = g(x); S s; s.m = y; return s.m[0].xyxy; }
