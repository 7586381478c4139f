// RUN: not hlslc -T cs_6_0 -E main -fbind-unused -fno-caret-diagnostics %s 2>&1 | FileCheck %s
// Under -fbind-unused an unused resource that does not fit is an error too:
// the unbounded A takes u0 and everything after it.

RWBuffer<float> A[] : register(u0);
// CHECK: bind-unused-alloc-error.hlsl:[[@LINE+1]]:17: error: resource Unused could not be allocated [HL6002]
RWBuffer<float> Unused;

[numthreads(1, 1, 1)]
void main() {
  A[0][0] = 1;
}
