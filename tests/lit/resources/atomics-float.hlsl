// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// Float atomics work on the bits: InterlockedExchange on a float element and
// the *FloatBitwise compares use the i32 overloads (groupshared: an i32
// atomicrmw).

groupshared float G[4];
RWStructuredBuffer<float> S : register(u0);
RWTexture2D<float> T : register(u1);

[numthreads(1, 1, 1)]
void main(uint i : SV_GroupIndex) {
  float o;
  InterlockedExchange(S[i], 1.5, o);
  InterlockedCompareStoreFloatBitwise(S[i], 1.0, o);
  InterlockedCompareExchangeFloatBitwise(T[uint2(i, i)], 1.0, 2.0, o);
  InterlockedExchange(G[i], o, o);
  S[0] = o;
}

// CHECK: %[[A:[0-9]+]] = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %{{[0-9]+}}, i32 8, i32 %{{[0-9]+}}, i32 0, i32 undef, i32 1069547520)
// CHECK: call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 0, i32 undef, i32 1065353216, i32 %[[A]])
// CHECK: %[[C:[0-9]+]] = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 undef, i32 1065353216, i32 1073741824)
// CHECK: atomicrmw xchg i32 addrspace(3)* %{{[0-9]+}}, i32 %[[C]]
// CHECK: bitcast i32 %{{[0-9]+}} to float
