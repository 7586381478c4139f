// RUN: not hlslc -T cs_6_0 -E main -fno-caret-diagnostics %s 2>&1 | FileCheck %s
// An implicitly bound resource that no free range fits: the unbounded array
// placed after the highest used register takes the rest of space 0.

RWBuffer<float> A : register(u1);
RWBuffer<float> B[];
RWBuffer<float> C : register(u5);
// CHECK: alloc-error.hlsl:[[@LINE+1]]:17: error: resource D could not be allocated [HL6002]
RWBuffer<float> D[4];

[numthreads(4, 1, 1)]
void main() {
  A[0] = D[2][0] + C[0] + B[10][0];
}
