// RUN: not hlslc -T cs_6_0 -E main %s -fcgl 2>&1 | FileCheck %s
// RUN: not hlslc -T cs_6_0 -E other %s -fcgl 2>&1 | FileCheck %s
// CHECK: hlslc: error: missing entry point definition [HL4007]

[numthreads(1, 1, 1)]
void notmain() {}
