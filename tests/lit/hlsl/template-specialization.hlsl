// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Explicit specializations: template<> struct Traits<float4> replaces the
// primary template for that argument, template<> int Twice<int>(int) the
// function's instance; S<args>::member names a static member of an instance.

template<typename T> struct Traits { static const int Size = 1; float scale() { return 1; } };
template<> struct Traits<float4> { static const int Size = 4; float scale() { return 4; } };

template<typename T> T Twice(T x) { return x + x; }
template<> int Twice<int>(int x) { return x * 100; }

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Traits<float> a;
  Traits<float4> b;
  // CHECK: [[X:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  // CHECK: [[Y:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
  // Twice<int> is the specialization: x * 100
  // CHECK: [[M:%[0-9]+]] = mul nsw i32 [[X]], 100
  // CHECK: [[MF:%[0-9]+]] = sitofp i32 [[M]] to float
  // 1 + 4 + Traits<float4>::Size = 9
  // CHECK: [[S:%[0-9]+]] = fadd fast float [[MF]], 9.000000e+00
  // Twice<float> from the primary template: y + y
  // CHECK: [[YF:%[0-9]+]] = uitofp i32 [[Y]] to float
  // CHECK: [[T:%[0-9]+]] = fadd fast float [[YF]], [[YF]]
  // CHECK: [[R:%[0-9]+]] = fadd fast float [[S]], [[T]]
  // CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float [[R]],
  Out[0] = a.scale() + b.scale() + Traits<float4>::Size + Twice((int)id.x) + Twice((float)id.y);
}
