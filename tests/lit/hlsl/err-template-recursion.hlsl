// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// Unbounded recursive instantiation stops past depth 256 (clang's and DXC's);
// the notes give the chain of instantiations innermost first, the five innermost and five
// outermost of it (clang's backtrace limit).

// CHECK: err-template-recursion.hlsl:[[# @LINE + 8]]:34: error: recursive template instantiation exceeded maximum depth of 256 [HL3007]
// CHECK: err-template-recursion.hlsl:[[# @LINE + 7]]:34: note: in instantiation of function template specialization 'F<256>' requested here [HL4005]
// CHECK: note: in instantiation of function template specialization 'F<252>' requested here
// CHECK-NEXT: template<int N> int F()
// CHECK-NEXT: {{^ +\^$}}
// CHECK-NEXT: note: (skipping 247 contexts in backtrace; use -ftemplate-backtrace-limit=0 to see all)
// CHECK: note: in instantiation of function template specialization 'F<1>' requested here
// CHECK: err-template-recursion.hlsl:[[# @LINE + 7]]:12: note: in instantiation of function template specialization 'F<0>' requested here [HL4005]
template<int N> int F() { return F<N + 1>(); }

RWStructuredBuffer<int> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  Out[0] = F<0>();
}
