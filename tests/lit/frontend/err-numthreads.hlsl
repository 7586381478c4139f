// RUN: not hlslc -T cs_6_0 -E main %s -fcgl 2>&1 | FileCheck %s
// RUN: not hlslc -T cs_6_0 -E bad %s -fcgl 2>&1 | FileCheck --check-prefix=BAD %s
// RUN: not hlslc -T cs_6_0 -E big %s -fcgl 2>&1 | FileCheck --check-prefix=BIG %s
// RUN: not hlslc -T cs_6_0 -E inexact %s -fcgl 2>&1 | FileCheck --check-prefix=INEXACT %s
// RUN: not hlslc -T cs_6_0 -E deep %s -fcgl 2>&1 | FileCheck --check-prefix=DEEP %s
// RUN: hlslc -T cs_6_0 -E exact %s -fcgl 2>&1 | FileCheck --check-prefix=EXACT %s
// A compute entry needs a valid [numthreads]. As DXC: a group size
// outside [1..1024] drops the attribute with a warning; negative and
// inexact sizes are warned about (an inexact one counts as 0); the
// per-dimension limits are checked once the product is valid.

// CHECK: err-numthreads.hlsl:[[# @LINE + 1]]:6: error: compute entry point must have a valid numthreads attribute [HL4016]
void main() {}

// BAD: err-numthreads.hlsl:[[# @LINE + 2]]:2: warning: Group size of 0 (64 * 1 * 0) is outside of valid range [1..1024] - attribute will be ignored [-Wignored-attributes]
// BAD: err-numthreads.hlsl:[[# @LINE + 2]]:6: error: compute entry point must have a valid numthreads attribute
[numthreads(64, 1, 0)]
void bad() {}

// BIG: warning: Group size of 2048 (2048 * 1 * 1) is outside of valid range [1..1024]
// BIG: error: compute entry point must have a valid numthreads attribute
[numthreads(2048, 1, 1)]
void big() {}

// INEXACT: warning: attribute 'numthreads' must have a uint literal argument [-Wattribute-type]
// INEXACT: warning: Group size of 0 (0 * 1 * 1)
[numthreads(1.5, 1, 1)]
void inexact() {}

// DEEP: error: Declared Thread Group Z size 128 outside valid range [1..64].
[numthreads(1, 1, 128)]
void deep() {}

// EXACT-NOT: warning
// EXACT: define void @exact()
[numthreads(2.0, 1, 1)]
void exact() {}
