// 16-bit intrinsics need native 16-bit types: DXC's error for the 16-bit
// type of the signature without -enable-16bit-types.
// RUN: not hlslc -T cs_6_2 -E main %s 2>&1 | FileCheck %s
// CHECK: asuint16-err-no16bit.hlsl:8:10: error: uint16_t is only supported with -enable-16bit-types option
RWStructuredBuffer<uint> b;
[numthreads(1, 1, 1)] void main() {
  b[0] =
         asuint16((half)b[1]);
}
