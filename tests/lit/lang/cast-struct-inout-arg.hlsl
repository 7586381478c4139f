// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A struct cast to another struct type passed to an inout parameter
// ((B)a, DXC accepts it: HLSL's flat conversion) is copied in by flat
// conversion and copied back into a's leaves after the call; the argument
// is evaluated once. Was rejected ("this cast can only be assigned to").
struct A { int i; float f; };
struct B { int i; float f; };
RWStructuredBuffer<float4> o;
void m(inout B s) { s.i += 2; s.f *= 3; }
[numthreads(1, 1, 1)]
void main(uint t : SV_DispatchThreadID) {
  A a;
  a.i = t;
  a.f = t * 0.5;
  m((B)a);
  o[0] = float4(a.i, a.f, 0, 0);
}

// CHECK: [[T:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: add nsw i32 [[T]], 2
// CHECK: fmul fast float {{.*}}, 3.000000e+00
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float %{{[0-9]+}}, float %{{[0-9]+}}, float 0.000000e+00, float 0.000000e+00, i8 15)
