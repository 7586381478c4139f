// unpack_s8s16 needs shader model 6.6: DXC's diagnostic
// RUN: not hlslc -T cs_6_5 -E main -enable-16bit-types %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: unpack_s8s16-err-sm65.hlsl:7:17: error: Opcode Unpack4x8 not valid in shader model cs_6_5.
RWStructuredBuffer<uint4> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = (uint4)unpack_s8s16(b[1].x);
}
