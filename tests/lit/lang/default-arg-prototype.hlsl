// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// Default arguments written on a prototype only: a call made before the
// definition (which does not repeat them) passes the prototype's values to
// the definition's body (C++: default arguments belong to the declarations;
// DXC compiles the call). The call was silently dropped before.

// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78,
// CHECK: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 undef, float %{{[0-9]+}}, float %{{[0-9]+}}, float %{{[0-9]+}}, float 0x3FE99999A0000000, i8 15, i32 4)

struct L { float3 p; uint id; };
RWByteAddressBuffer buf : register(u1);
RWStructuredBuffer<L> lights : register(u0);
void Draw(const L l, float alpha, float3 mul = float3(1, 1, 1), float3 add = float3(0, 0, 0));
[numthreads(8, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  if (i >= 4) return;
  Draw(lights[i], 0.8);
}
void Draw(const L l, float alpha, float3 mul, float3 add) {
  uint o;
  buf.InterlockedAdd(0, 16, o);
  buf.Store<float4>(o, float4(l.p * mul + add, alpha));
}
