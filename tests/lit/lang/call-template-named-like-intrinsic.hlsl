// RUN: hlslc -T cs_6_5 -E main %s | FileCheck %s
// A user function template named like an intrinsic does not hide it: a
// call the template cannot take (another argument count) is the
// intrinsic's, one the intrinsic cannot take goes to the template.

RWStructuredBuffer<float> o;

template<typename T> T lerp(T a) { return a * 2; }

// lerp(1, 3, 0.25) = 1.5; lerp(4.0) = 8
// CHECK: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{.*}}, i32 0, i32 0, float 9.500000e+00,
[numthreads(1, 1, 1)]
void main() {
  o[0] = lerp(1.0f, 3.0f, 0.25f) + lerp(4.0f);
}
