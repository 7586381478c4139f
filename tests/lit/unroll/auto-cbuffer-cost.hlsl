// RUN: hlslc -T cs_6_0 -E main -D N=10 %s | FileCheck %s --check-prefix=FLAT
// RUN: hlslc -T cs_6_0 -E main -D N=12 %s | FileCheck %s --check-prefix=LOOP
// Constant-buffer reads are cheaper in DXC's unrolling cost than other
// resource accesses: a constant buffer's handle is created once, in the
// entry block, so only cbufferLoadLegacy and its extractvalue count.

// FLAT-NOT: phi
// FLAT-COUNT-10: @dx.op.cbufferLoadLegacy.f32(i32 59
// LOOP: phi i32
// LOOP-COUNT-2: @dx.op.cbufferLoadLegacy.f32(i32 59
// LOOP-NOT: @dx.op.cbufferLoadLegacy.f32(i32 59

cbuffer C { float4 k[32]; float scale; }
RWStructuredBuffer<float> o;

[numthreads(1,1,1)]
void main(uint t : SV_DispatchThreadID) {
  float s = 0;
  for (int i = 0; i < N; i++)
    s += k[i].x * scale;
  o[t] = s;
}
