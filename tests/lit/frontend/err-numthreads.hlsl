// RUN: not hlslc -T cs_6_0 -E main %s -fcgl 2>&1 | FileCheck %s
// RUN: not hlslc -T cs_6_0 -E bad %s -fcgl 2>&1 | FileCheck --check-prefix=BAD %s
// A compute entry needs a valid [numthreads].

// CHECK: err-numthreads.hlsl:[[# @LINE + 1]]:6: error: compute entry point must have a valid numthreads attribute [HL4016]
void main() {}

// BAD: err-numthreads.hlsl:[[# @LINE + 1]]:20: error: 'numthreads' arguments must be integer constants between 1 and 1024 [HL4016]
[numthreads(64, 1, 0)]
void bad() {}
