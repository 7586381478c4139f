// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Member functions of a struct template: inside the body the template's own
// name means the current instance (Vec operator+(Vec o) in Vec<float, 3>),
// and the integer parameter N is a constant in the code.

template<typename T, int N>
struct Vec {
  vector<T, N> v;
  Vec operator+(Vec o) {
    Vec r;
    r.v = v + o.v;
    return r;
  }
  T Sum() {
    T s = 0;
    for (int i = 0; i < N; i++) s += v[i];
    return s;
  }
};

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Vec<float, 3> a, b;
  a.v = float3(1, 2, 3);
  b.v = (float3)id;
  // CHECK: [[X:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  // CHECK: [[Y:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
  // CHECK: [[Z:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 2)
  // CHECK: [[FX:%[0-9]+]] = uitofp i32 [[X]] to float
  // CHECK: [[FY:%[0-9]+]] = uitofp i32 [[Y]] to float
  // CHECK: [[FZ:%[0-9]+]] = uitofp i32 [[Z]] to float
  // operator+: a.v + b.v
  // CHECK: [[A0:%[0-9]+]] = fadd fast float [[FX]], 1.000000e+00
  // CHECK: [[A1:%[0-9]+]] = fadd fast float [[FY]], 2.000000e+00
  // CHECK: [[A2:%[0-9]+]] = fadd fast float [[FZ]], 3.000000e+00
  // Sum(): the loop runs N = 3 times
  // (0 + a0 folds away: constants on the right, as DXC's instcombine)
  // CHECK: [[S1:%[0-9]+]] = fadd fast float [[A0]], [[A1]]
  // CHECK: [[S2:%[0-9]+]] = fadd fast float [[S1]], [[A2]]
  // CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float [[S2]],
  Out[0] = (a + b).Sum();
}
