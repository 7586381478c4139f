// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// Unbounded recursive instantiation stops at depth 32, with notes for the
// outermost steps of the chain.

// CHECK: err-template-recursion.hlsl:[[# @LINE + 3]]:34: error: recursive template instantiation exceeded maximum depth of 32 [HL3007]
// CHECK: err-template-recursion.hlsl:[[# @LINE + 2]]:34: note: in instantiation of function template specialization 'F<1>' requested here [HL4005]
// CHECK: err-template-recursion.hlsl:[[# @LINE + 7]]:12: note: in instantiation of function template specialization 'F<0>' requested here [HL4005]
template<int N> int F() { return F<N + 1>(); }

RWStructuredBuffer<int> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  Out[0] = F<0>();
}
