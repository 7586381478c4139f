// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// A diagnostic in an included file is preceded by the chain of #includes
// that brought it in, outermost first, as clang prints it (once per change
// of file).

// CHECK: In file included from {{.*}}include-chain.hlsl:[[# @LINE + 3]]:
// CHECK-NEXT: In file included from {{.*}}Inputs/include-outer.hlsli:2:
// CHECK-NEXT: {{.*}}Inputs/include-inner.hlsli:1:22: error: use of undeclared identifier 'undefined_thing'
#include "Inputs/include-outer.hlsli"
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { Out[0] = bad(); }
