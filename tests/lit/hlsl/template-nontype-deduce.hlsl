// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Deducing integer template parameters: N from an array argument (T a[N]),
// T and N from vector<T, N>; a template in a namespace called N::f.

namespace Math {
  template<typename T, uint N>
  T Sum(T a[N]) {
    T s = (T)0;
    for (uint i = 0; i < N; i++) s += a[i];
    return s;
  }
}

template<typename T, int N>
vector<T, N> Scale(vector<T, N> v, T k) { return v * k; }

RWStructuredBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float a[3] = {1, 2, (float)id.x};
  // CHECK: [[X:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  // CHECK: [[F:%[0-9]+]] = uitofp i32 [[X]] to float
  // Sum<float, 3>: 1 + 2 + a[2]
  // CHECK: [[S:%[0-9]+]] = fadd fast float [[F]], 3.000000e+00
  // + Scale<float, 4>(float4(1, 2, 3, 4), 2) = (2, 4, 6, 8)
  // CHECK: [[W:%[0-9]+]] = fadd fast float [[S]], 2.000000e+00
  // CHECK: [[Y:%[0-9]+]] = fadd fast float [[S]], 4.000000e+00
  // CHECK: [[Z:%[0-9]+]] = fadd fast float [[S]], 6.000000e+00
  // CHECK: [[V:%[0-9]+]] = fadd fast float [[S]], 8.000000e+00
  // CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float [[W]], float [[Y]], float [[Z]], float [[V]], i8 15)
  Out[0] = Math::Sum(a) + Scale(float4(1, 2, 3, 4), 2.0f);
}
