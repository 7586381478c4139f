// RUN: hlslc -T cs_6_6 -E main -HV 2021 %s | FileCheck %s
// A struct template instance as the type of a templated ByteAddressBuffer
// Load, directly and as a member of the loaded struct (DXC's
// template/ByteAddressBufferLoad.hlsl).

template<typename T>
struct A { T m_0; };

struct B {
  A<float> m_a;
  float m_1;
};

ByteAddressBuffer g_bab : register(t0);
RWBuffer<float> result : register(u0);

[numthreads(1, 1, 1)]
void main() {
  // CHECK: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 undef, i8 1, i32 4)
  A<float> a = g_bab.Load<A<float> >(0);
  result[0] = a.m_0;
  // CHECK: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 16, i32 undef, i8 1, i32 4)
  B b = g_bab.Load<B>(16);
  result[1] = b.m_a.m_0;
}
