// dot4add_i8packed needs shader model 6.4: DXC's diagnostic
// RUN: not hlslc -T cs_6_3 -E main %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: dot4add_i8packed-err-sm63.hlsl:7:10: error: Opcode Dot4AddI8Packed not valid in shader model cs_6_3.
RWStructuredBuffer<int> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = dot4add_i8packed(b[1], b[2], b[3]);
}
