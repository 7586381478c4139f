// Barrier needs shader model 6.8: DXC's diagnostic
// RUN: not hlslc -T cs_6_7 -E main %s 2>&1 | FileCheck %s
// CHECK: Barrier-err-sm67.hlsl:6:3: error: intrinsic Barrier potentially used by 'main' requires shader model 6.8 or greater
RWStructuredBuffer<uint> b;
[numthreads(1, 1, 1)] void main() {
  Barrier(1, 4); b[0] = 1;
}
