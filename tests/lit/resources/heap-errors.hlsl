// RUN: not hlslc -T cs_6_5 -E main -fno-caret-diagnostics %s 2>&1 | FileCheck %s
// Descriptor heaps need SM 6.6: before it, DXC does not declare them.

RWBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  // CHECK: heap-errors.hlsl:[[@LINE+1]]:21: error: use of undeclared identifier 'ResourceDescriptorHeap'
  Buffer<float> b = ResourceDescriptorHeap[0];
  Out[0] = b[0];
}
