// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Wave reductions, prefix ops and lane reads: one DXIL op per component
// (vectors are scalarised like DXC does); signed/float ops use sop 0,
// unsigned ones sop 1.

RWStructuredBuffer<float2> OutF : register(u0);
RWStructuredBuffer<uint> OutU : register(u1);

// CHECK: call i32 @dx.op.waveGetLaneIndex(i32 111)
// CHECK: call i32 @dx.op.waveGetLaneCount(i32 112)
// CHECK: call float @dx.op.waveActiveOp.f32(i32 119, float %{{.*}}, i8 0, i8 0)
// CHECK: call float @dx.op.waveActiveOp.f32(i32 119, float %{{.*}}, i8 0, i8 0)
// CHECK: call float @dx.op.wavePrefixOp.f32(i32 121, float %{{.*}}, i8 0, i8 0)
// CHECK: call float @dx.op.waveReadLaneAt.f32(i32 117, float %{{.*}}, i32 3)
// CHECK: call float @dx.op.waveReadLaneFirst.f32(i32 118, float %{{.*}})
// CHECK: call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %{{.*}}, i8 2, i8 1)
// CHECK: call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %{{.*}}, i8 3, i8 0)
// CHECK: call i32 @dx.op.waveActiveBit.i32(i32 120, i32 %{{.*}}, i8 1)
// CHECK: call i1 @dx.op.waveAnyTrue(i32 113, i1 %{{.*}})
// CHECK: call i1 @dx.op.waveAllTrue(i32 114, i1 %{{.*}})
// CHECK: call i32 @dx.op.waveAllOp(i32 135, i1 %{{.*}})
// CHECK: call i32 @dx.op.wavePrefixOp(i32 136, i1 %{{.*}})
// CHECK: call i1 @dx.op.waveIsFirstLane(i32 110)

[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  uint lane = WaveGetLaneIndex() + WaveGetLaneCount();
  float2 v = float2(gi, lane);
  OutF[gi] = WaveActiveSum(v) + WavePrefixSum(v.x) + WaveReadLaneAt(v.y, 3) + WaveReadLaneFirst(v.x);
  uint r = WaveActiveMin(gi) + (uint)WaveActiveMax((int)lane) + WaveActiveBitOr(gi);
  r += WaveActiveAnyTrue(gi == 3) ? 1 : 0;
  r += WaveActiveAllTrue(gi < 60) ? 2 : 0;
  r += WaveActiveCountBits(gi > 5) + WavePrefixCountBits(gi > 2);
  r += WaveIsFirstLane() ? 4 : 0;
  OutU[gi] = r;
}
