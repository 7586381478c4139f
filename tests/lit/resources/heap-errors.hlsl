// RUN: not hlslc -T cs_6_5 -E main -fno-caret-diagnostics %s 2>&1 | FileCheck %s
// Descriptor heaps need SM 6.6.

RWBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  // CHECK: heap-errors.hlsl:[[@LINE+1]]:43: error: descriptor heaps require shader model 6.6 or later [HL4202]
  Buffer<float> b = ResourceDescriptorHeap[0];
  Out[0] = b[0];
}
