// RUN: hlslc -T cs_6_0 -E main -D N=8 %s | FileCheck %s --check-prefix=FLAT
// RUN: hlslc -T cs_6_0 -E main -D N=10 %s | FileCheck %s --check-prefix=LOOP
// RUN: hlslc -T cs_6_6 -E main -D N=10 %s | FileCheck %s --check-prefix=LOOP
// A loop without [unroll] or [loop] is unrolled as DXC's LLVM LoopUnroll
// decides: completely when (LoopSize - 2) * TripCount + 2 <= 150, LoopSize
// costing each resource access with the handle DXC recreates for it (a
// buffer read here: 19 for the body, so 8 iterations unroll, 10 do not).

// FLAT-COUNT-8: @dx.op.bufferLoad.f32(i32 68
// FLAT-NOT: phi i32
// LOOP: phi i32
// LOOP: @dx.op.bufferLoad.f32(i32 68
// LOOP-NOT: @dx.op.bufferLoad.f32(i32 68

Buffer<float> b;
RWStructuredBuffer<float> o;

[numthreads(1,1,1)]
void main(uint t : SV_DispatchThreadID) {
  float s = 0;
  for (int i = 0; i < N; i++)
    s += b[t + i];
  o[t] = s;
}
