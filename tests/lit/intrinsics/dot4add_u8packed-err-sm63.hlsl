// dot4add_u8packed needs shader model 6.4: DXC's diagnostic
// RUN: not hlslc -T cs_6_3 -E main %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: dot4add_u8packed-err-sm63.hlsl:7:10: error: Opcode Dot4AddU8Packed not valid in shader model cs_6_3.
RWStructuredBuffer<uint> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = dot4add_u8packed(b[1], b[2], b[3]);
}
