// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// sizeof takes numeric types and aggregates of them only, and not literals.

RWStructuredBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
  // CHECK: err-sizeof.hlsl:[[# @LINE + 1]]:12: error: invalid application of 'sizeof' to literal type 'literal int' [HL4012]
  Out[0] = sizeof(42);
  // CHECK: err-sizeof.hlsl:[[# @LINE + 1]]:12: error: invalid application of 'sizeof' to non-numeric type 'RWStructuredBuffer<uint>' [HL4012]
  Out[1] = sizeof(Out);
}
