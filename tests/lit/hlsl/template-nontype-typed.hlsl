// RUN: hlslc -T cs_6_0 -E main -HV 2021 %s | FileCheck %s
// RUN: hlslc -T cs_6_0 -E main -HV 2021 -ast-dump %s | FileCheck %s -check-prefix=AST
// A non-type template parameter used in an instance has the parameter's
// type (uint N is a uint, not a literal int): overload resolution picks
// pick(uint) for it; the AST shows clang's SubstNonTypeTemplateParmExpr.

int pick(int x) { return 1; }
int pick(uint x) { return 2; }

template<uint N>
int get() { return pick(N) * 10 + pick(N - 1); }

RWStructuredBuffer<int> Out;

// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, i32 22,
// AST: FunctionDecl 0x{{[0-9a-f]+}} <{{.*}}> {{(line:11:|col:)}}5 used get 'int ()'
// AST-NEXT: TemplateArgument integral 3
// AST: CallExpr 0x{{[0-9a-f]+}} <col:20, col:26> 'int'
// AST-NEXT: ImplicitCastExpr 0x{{[0-9a-f]+}} <col:20> 'int (*)(uint)' <FunctionToPointerDecay>
// AST: SubstNonTypeTemplateParmExpr 0x{{[0-9a-f]+}} <col:25> 'unsigned int'
// AST-NEXT: IntegerLiteral 0x{{[0-9a-f]+}} <col:25> 'unsigned int' 3
[numthreads(1, 1, 1)]
void main() {
  Out[0] = get<3>();
}
