// ByteAddressBuffer methods: every one, with the DXIL operations they lower to
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// CHECK: call %dx.types.Dimensions @dx.op.getDimensions(i32 72
// CHECK-COUNT-4: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139
// CHECK: call %dx.types.ResRet.i64 @dx.op.rawBufferLoad.i64(i32 139

ByteAddressBuffer t : register(t0);
RWStructuredBuffer<uint4> o : register(u1);
[numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
  uint w; t.GetDimensions(w);
  o[0] = t.Load(id.x) + t.Load2(id.x).xyxy + t.Load3(id.x).xyzx + t.Load4(id.x) + t.Load<uint64_t>(8) + w;
}
