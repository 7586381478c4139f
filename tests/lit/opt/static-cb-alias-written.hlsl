// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// A static initialized from constant-buffer data but assigned somewhere
// keeps its own copy: the assignment must be seen by the reads.

// CHECK: alloca [16 x float]
// CHECK: store float 0.000000e+00
// CHECK: call void @dx.op.storeOutput.f32

cbuffer C { float4 pal[4]; };
static float4 w[4] = pal;

void clear(uint n) { w[n & 3] = 0; }

float4 main(uint j : J) : SV_Target {
  clear(j >> 2);
  return w[j & 3];
}
