// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// The initializers of static globals run in the entry: their calls are part
// of its call graph.

// CHECK: recursion-static-init.hlsl:[[# @LINE + 1]]:1: error: recursive functions are not allowed: function 'main' calls recursive function 'seed'
uint seed(uint n) { return n ? seed(n / 2) : 7; }
static uint s = seed(100);

RWBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { Out[0] = s; }
