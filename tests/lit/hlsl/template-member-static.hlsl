// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Member function templates called without an object: unqualified inside
// the struct's member functions (get<int>() is this.get<int>()), and a
// static one as N::V::zero<float>().

namespace N {
struct V {
  float x;
  template<typename T> T get() { return (T)x; }
  template<typename T> static T one() { return (T)1; }
  float both() { return get<float>() + get<int>() + one<float>(); }
};
}

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  N::V a;
  a.x = id.x;
  // CHECK: [[F:%[0-9]+]] = uitofp i32 %{{[0-9]+}} to float
  // CHECK: [[I:%[0-9]+]] = fptosi float [[F]] to i32
  // CHECK: [[G:%[0-9]+]] = sitofp i32 [[I]] to float
  // CHECK: [[A:%[0-9]+]] = fadd fast float [[F]], [[G]]
  // CHECK: [[B:%[0-9]+]] = fadd fast float [[A]], 1.000000e+00
  // CHECK: [[C:%[0-9]+]] = fadd fast float [[B]], 1.000000e+00
  // CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float [[C]],
  Out[0] = a.both() + N::V::one<float>();
}
