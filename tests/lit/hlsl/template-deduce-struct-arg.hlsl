// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Deducing through a struct template parameter: Last(Arr<T, N> x) called
// with an Arr<float, 3> deduces T = float and N = 3; First(Arr<T, 3>) only T.

template<typename T, int N> struct Arr { T a[N]; };
template<typename T, int N> T Last(Arr<T, N> x) { return x.a[N - 1]; }
template<typename T> T First(Arr<T, 3> x) { return x.a[0]; }

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Arr<float, 3> v;
  v.a[0] = 1;
  v.a[1] = 2;
  v.a[2] = id.x;
  Arr<int, 2> w;
  w.a[0] = 5;
  w.a[1] = id.y;
  // CHECK: [[X:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  // CHECK: [[Y:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
  // CHECK: [[FX:%[0-9]+]] = uitofp i32 [[X]] to float
  // CHECK: [[A:%[0-9]+]] = fadd fast float [[FX]], 1.000000e+00
  // CHECK: [[FY:%[0-9]+]] = sitofp i32 [[Y]] to float
  // CHECK: [[R:%[0-9]+]] = fadd fast float [[A]], [[FY]]
  // CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float [[R]],
  Out[0] = Last(v) + First(v) + Last(w);
}
