// RUN: not hlslc -T cs_6_0 -E main %s -fcgl 2>&1 | FileCheck %s
// HLSL has no recursion.

RWBuffer<uint> Out : register(u0);

// CHECK: err-recursion.hlsl:[[# @LINE + 2]]:1: error: recursive functions are not allowed: function 'main' calls recursive function 'fact' [HL4015]
// CHECK: err-recursion.hlsl:[[# @LINE + 1]]:1: note: recursive function located here:
uint fact(uint n) { return n <= 1 ? 1 : n * fact(n - 1); }

[numthreads(1, 1, 1)]
void main() { Out[0] = fact(5); }
