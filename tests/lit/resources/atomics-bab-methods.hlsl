// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// RWByteAddressBuffer.Interlocked* methods: the byte offset is the first
// coordinate; the 64-bit forms use the i64 overload (SM 6.6), which marks the
// buffer with the Atomic64Use tag in its metadata; InterlockedExchangeFloat
// works on the float's bits. (Each call annotates the handle anew, as DXC
// does: one annotateHandle per source reference.)

RWByteAddressBuffer B : register(u0);

[numthreads(1, 1, 1)]
void main(uint i : SV_GroupIndex) {
  uint o;
  B.InterlockedAdd(i * 4, 3, o);
  B.InterlockedMin(16, -1);
  B.InterlockedCompareExchange(20, 1, 2, o);
  B.InterlockedCompareStore(24, 3, o);
  uint64_t o64;
  B.InterlockedOr64(32, 5ull, o64);
  float f;
  B.InterlockedExchangeFloat(40, 1.5, f);
  B.Store(0, o + (uint)o64 + asuint(f));
}

// CHECK: %[[O:[0-9]+]] = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 %{{[0-9]+}}, i32 undef, i32 undef, i32 3)
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %{{[0-9]+}}, i32 4, i32 16, i32 undef, i32 undef, i32 -1)
// CHECK: %[[C:[0-9]+]] = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %{{[0-9]+}}, i32 20, i32 undef, i32 undef, i32 1, i32 2)
// CHECK: call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %{{[0-9]+}}, i32 24, i32 undef, i32 undef, i32 3, i32 %[[C]])
// CHECK: call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 32, i32 undef, i32 undef, i64 5)
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %{{[0-9]+}}, i32 8, i32 40, i32 undef, i32 undef, i32 1069547520)
// CHECK: !{i32 0, %struct.RWByteAddressBuffer* undef, !"", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, ![[TAGS:[0-9]+]]}
// CHECK: ![[TAGS]] = !{i32 3, i32 1}
