// A missing entry point is reported like DXC does.
// RUN: not hlslc -T cs_6_0 -E nothere %s 2>&1 | FileCheck %s
// CHECK: error: missing entry point definition
RWBuffer<float> B : register(u0);
[numthreads(1, 1, 1)]
void main() { B[0] = 1.0; }
