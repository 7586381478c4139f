// Overload matching, literals: a literal whose argument does not decide the
// result type takes the parameter set's type that fits it: asuint16(1) has
// no 32-bit overload and takes half (the set's first), a lane index uint.
// RUN: hlslc -T cs_6_2 -E main -enable-16bit-types %s | FileCheck %s
// CHECK: call void @dx.op.rawBufferStore.i16(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, i16 15360,
// CHECK: call float @dx.op.waveReadLaneAt.f32(i32 117, float %{{[0-9]+}}, i32 3)
RWStructuredBuffer<uint16_t> h : register(u0);
RWStructuredBuffer<float> f : register(u1);
[numthreads(1, 1, 1)] void main() {
  h[0] = asuint16(1);
  f[0] = WaveReadLaneAt(f[1], 3);
}
