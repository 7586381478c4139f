// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Member function templates: obj.f<int>() with explicit arguments, obj.f(x)
// deduced, an integer parameter (addN<3>) and a static one.

struct V {
  float x;
  template<typename T> T get() { return (T)x; }
  template<typename T> T scaled(T k) { return (T)x * k; }
  template<typename T> static T zero() { return (T)0; }
  template<int N> void addN() { x += N; }
};

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  V a;
  a.x = id.x;
  // CHECK: [[F:%[0-9]+]] = uitofp i32 %{{[0-9]+}} to float
  // CHECK: [[X:%[0-9]+]] = fadd fast float [[F]], 3.000000e+00
  a.addN<3>();
  // get<int>: (int)x
  // CHECK: [[I:%[0-9]+]] = fptosi float [[X]] to i32
  // CHECK: [[G:%[0-9]+]] = sitofp i32 [[I]] to float
  // scaled<float>(2.5)
  // CHECK: [[S:%[0-9]+]] = fmul fast float [[X]], 2.500000e+00
  // CHECK: [[A:%[0-9]+]] = fadd fast float [[G]], [[S]]
  // scaled<int>(2) = (int)x * 2
  // CHECK: [[SI:%[0-9]+]] = sitofp i32 %{{[0-9]+}} to float
  // CHECK: [[R:%[0-9]+]] = fadd fast float [[A]], [[SI]]
  // CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float [[R]],
  Out[0] = a.get<int>() + a.scaled(2.5f) + a.scaled<int>(2) + a.zero<float>();
}
