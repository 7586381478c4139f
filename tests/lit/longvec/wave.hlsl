// RUN: hlslc -T cs_6_9 %s | FileCheck %s
// RUN: hlslc -T cs_6_8 -DNUM=4 %s | FileCheck %s --check-prefix=SM68
// Wave and quad operations on a vector are one call of the op's vector
// overload from shader model 6.9; before it, one call per component.

#ifndef NUM
#define NUM 6
#endif
RWStructuredBuffer<vector<uint, NUM> > b;

[numthreads(8, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  vector<uint, NUM> v = b[i];
  // CHECK: call <6 x i32> @dx.op.waveReadLaneAt.v6i32(i32 117, <6 x i32> [[V:%.*]], i32 2)
  // CHECK: call <6 x i32> @dx.op.waveActiveBit.v6i32(i32 120, <6 x i32> [[V]], i8 1)
  // CHECK: call <6 x i32> @dx.op.quadOp.v6i32(i32 123, <6 x i32> [[V]], i8 0)
  // CHECK: call <6 x i1> @dx.op.waveActiveAllEqual.v6i32(i32 115, <6 x i32> [[V]])
  // CHECK: call <6 x i32> @dx.op.wavePrefixOp.v6i32(i32 121, <6 x i32> [[V]], i8 0, i8 1)
  // SM68-COUNT-4: call i32 @dx.op.waveReadLaneAt.i32(i32 117,
  // SM68-NOT: call i32 @dx.op.waveReadLaneAt
  b[i] = WaveReadLaneAt(v, 2) + WaveActiveBitOr(v) + QuadReadAcrossX(v) + WaveActiveAllEqual(v) + WavePrefixSum(v);
}
