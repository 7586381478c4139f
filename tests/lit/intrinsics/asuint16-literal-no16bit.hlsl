// Without -enable-16bit-types a literal still converts to the 16-bit
// parameter: asuint16(1) is the bits of half 1.0 (DXC: 15360), asint16
// sign-extends, asfloat16(1) is 1.0.
// RUN: hlslc -T cs_6_2 -E main %s | FileCheck %s
// CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, i32 15360, i32 -16896, i32 1,
RWStructuredBuffer<uint3> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = uint3(asuint16(1), asint16(-1.5), asfloat16(1));
}
