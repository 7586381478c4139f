// RWByteAddressBuffer methods: every one, with the DXIL operations they lower to
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// CHECK: call %dx.types.Dimensions @dx.op.getDimensions(i32 72
// CHECK-COUNT-4: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139
// CHECK-COUNT-4: call void @dx.op.rawBufferStore.i32(i32 140
// CHECK-COUNT-7: call i32 @dx.op.atomicBinOp.i32(i32 78
// CHECK-COUNT-2: call i32 @dx.op.atomicCompareExchange.i32(i32 79
// CHECK-COUNT-7: call i64 @dx.op.atomicBinOp.i64(i32 78
// CHECK-COUNT-2: call i64 @dx.op.atomicCompareExchange.i64(i32 79
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78
// CHECK-COUNT-2: call i32 @dx.op.atomicCompareExchange.i32(i32 79
// CHECK: call void @dx.op.rawBufferStore.i32(i32 140

RWByteAddressBuffer t : register(u0);
[numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
  uint w; t.GetDimensions(w);
  uint4 v = t.Load(id.x) + t.Load2(id.x).xyxy + t.Load3(id.x).xyzx + t.Load4(id.x) + w;
  t.Store(0, v.x); t.Store2(8, v.xy); t.Store3(16, v.xyz); t.Store4(32, v);
  uint o; uint64_t o64; float of;
  t.InterlockedAdd(0, 1, o); t.InterlockedAnd(0, 1, o); t.InterlockedOr(0, 1, o); t.InterlockedXor(0, 1, o);
  t.InterlockedMin(0, 1, o); t.InterlockedMax(0, 1, o); t.InterlockedExchange(0, 1, o);
  t.InterlockedCompareStore(0, 1, 2); t.InterlockedCompareExchange(0, 1, 2, o);
  t.InterlockedAdd64(8, 1, o64); t.InterlockedAnd64(8, 1, o64); t.InterlockedOr64(8, 1, o64); t.InterlockedXor64(8, 1, o64);
  t.InterlockedMin64(8, 1, o64); t.InterlockedMax64(8, 1, o64); t.InterlockedExchange64(8, 1, o64);
  t.InterlockedCompareStore64(8, 1, 2); t.InterlockedCompareExchange64(8, 1, 2, o64);
  t.InterlockedExchangeFloat(16, 1.0, of); t.InterlockedCompareStoreFloatBitwise(16, 1.0, 2.0);
  t.InterlockedCompareExchangeFloatBitwise(16, 1.0, 2.0, of);
  t.Store(48, o + (uint)o64 + asuint(of));
}
