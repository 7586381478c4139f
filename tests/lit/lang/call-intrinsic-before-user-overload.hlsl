// RUN: hlslc -T cs_6_5 -E main %s | FileCheck %s
// DXC tries the intrinsics of a called name first: one that takes the
// arguments is chosen even over a user function of that name matching
// exactly (frac(float) here) or better (dot(float3, float) needs a splat
// for the intrinsic). A call qualified by a namespace, and a member
// function called inside its struct, find the user's function.

RWStructuredBuffer<float> o;

float frac(float a) { return 7; }
float dot(float3 a, float b) { return a.x * b; }
namespace N {
  float frac(float a) { return 70; }
  float inner(float x) { return frac(x); }
}
struct S {
  float v;
  float frac(float a) { return 900; }
  float g() { return frac(v); }
};

// frac(1.5) = 0.5, dot((1,2,3), 2) = 12, N::inner = 0.5, N::frac = 70, s.g() = 900
// CHECK: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{.*}}, i32 0, i32 0, float 9.830000e+02,
[numthreads(1, 1, 1)]
void main() {
  S s;
  s.v = 1.5;
  o[0] = frac(1.5f) + dot(float3(1, 2, 3), 2.0f) + N::inner(1.5f) + N::frac(1.5f) + s.g();
}
