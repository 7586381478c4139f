// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// A static initialized from constant-buffer data but assigned somewhere
// keeps its own copy: the assignment must be seen by the reads.

// CHECK: alloca [4 x float]
// CHECK: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 3)
// CHECK: %[[N:[0-9]+]] = and i32 %{{[0-9]+}}, 3
// CHECK: %[[P:[0-9]+]] = getelementptr [4 x float], [4 x float]* %{{[0-9]+}}, i32 0, i32 %[[N]]
// CHECK: store float 0.000000e+00, float* %[[P]]
// CHECK: load float, float*
// CHECK: call void @dx.op.storeOutput.f32

cbuffer C { float4 pal[4]; };
static float4 w[4] = pal;

void clear(uint n) { w[n & 3] = 0; }

float4 main(uint j : J) : SV_Target {
  clear(j >> 2);
  return w[j & 3];
}
