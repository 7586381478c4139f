// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A local is in scope in its own initializer (C++'s point of declaration).

RWBuffer<float> Out : register(u0);
float x = 100;
// CHECK: %[[V:[0-9]+]] = extractvalue %dx.types.ResRet.f32 %{{[0-9]+}}, 0
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 undef, float %[[V]],
[numthreads(1, 1, 1)]
void main() {
  float x = x = Out[1];
  Out[0] = x;
}
