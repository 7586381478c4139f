// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// The status out-parameter of Load/Sample: the access's check bit (its
// {T, i1} result) is checkAccessFullyMapped on the ResRet status, and
// CheckAccessFullyMapped(status) folds onto that single op. The shader then
// needs tiled resources (flag 0x1000; 0x2000 is the typed UAV load, 0x10 the
// raw buffer).

RWBuffer<float4> B : register(u0);
ByteAddressBuffer R : register(t0);
Texture2D<float4> T : register(t1);
SamplerState S : register(s0);
RWBuffer<uint> Out : register(u1);

[numthreads(1, 1, 1)]
void main() {
  uint s0, s1, s2;
  float4 v = B.Load(0, s0);
  uint2 r = R.Load2(4, s1);
  float4 t = T.SampleLevel(S, float2(0, 0), 0, int2(0, 0), s2);
  Out[0] = CheckAccessFullyMapped(s0) + CheckAccessFullyMapped(s1) + CheckAccessFullyMapped(s2) +
           (uint)v.x + r.y + (uint)t.z;
}

// CHECK: %[[L0:[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68,
// CHECK: %[[S0:[0-9]+]] = extractvalue %dx.types.ResRet.f32 %[[L0]], 4
// CHECK: call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[S0]])
// CHECK: %[[L1:[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68,
// CHECK: %[[S1:[0-9]+]] = extractvalue %dx.types.ResRet.i32 %[[L1]], 4
// CHECK: call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[S1]])
// CHECK: %[[L2:[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62,
// CHECK: %[[S2:[0-9]+]] = extractvalue %dx.types.ResRet.f32 %[[L2]], 4
// CHECK: call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[S2]])
// CHECK-NOT: call i1 @dx.op.checkAccessFullyMapped
// CHECK: !{i32 0, i64 12304,
