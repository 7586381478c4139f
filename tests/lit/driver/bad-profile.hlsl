// An unknown profile is a one-line error with exit status 1.
// RUN: not hlslc -T cs_9_9 -E main %s 2>&1 | FileCheck %s
// RUN: not hlslc -T xx_6_0 -E main %s 2>&1 | FileCheck %s --check-prefix=STAGE
// CHECK: error: invalid profile 'cs_9_9'
// CHECK-NOT: error
// STAGE: error: invalid profile 'xx_6_0'
[numthreads(1, 1, 1)]
void main() {}
