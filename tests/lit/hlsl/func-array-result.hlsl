// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A function can return an array with the declarator T f(params)[N] (DXC
// accepts it): the result is returned through a pointer like a struct's.

float Add(float a[3], float b[3])[3] {
  float r[3];
  for (int i = 0; i < 3; i++) r[i] = a[i] + b[i];
  return r;
}

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float a[3] = {1, 2, 3};
  float b[3] = {10, 20, (float)id.x};
  float c[3] = Add(a, b);
  // CHECK: [[X:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  // CHECK: [[F:%[0-9]+]] = uitofp i32 [[X]] to float
  // CHECK: [[C2:%[0-9]+]] = fadd fast float [[F]], 3.000000e+00
  // CHECK: [[S:%[0-9]+]] = fadd fast float [[C2]], 3.300000e+01
  // CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float [[S]],
  Out[0] = c[0] + c[1] + c[2];
}
