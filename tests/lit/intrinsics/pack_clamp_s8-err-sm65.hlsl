// pack_clamp_s8 needs shader model 6.6: DXC's diagnostic
// RUN: not hlslc -T cs_6_5 -E main %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: pack_clamp_s8-err-sm65.hlsl:7:10: error: Opcode Pack4x8 not valid in shader model cs_6_5.
RWStructuredBuffer<uint> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = pack_clamp_s8(int4(b[1], b[2], b[3], b[4]));
}
