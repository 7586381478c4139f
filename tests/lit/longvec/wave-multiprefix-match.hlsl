// RUN: hlslc -T cs_6_9 %s | FileCheck %s
// RUN: hlslc -T cs_6_8 -DNUM=4 %s | FileCheck %s --check-prefix=SM68
// WaveMultiPrefix* and WaveMatch on a vector are one call of the op's
// vector overload from shader model 6.9 (WaveMatch's fouri32 result is the
// whole vector's mask); before it, one call per component (WaveMatch's
// masks ANDed).

#ifndef NUM
#define NUM 6
#endif
RWStructuredBuffer<vector<uint, NUM> > b;
RWStructuredBuffer<vector<float, NUM> > f;
RWStructuredBuffer<uint4> m;

[numthreads(8, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  vector<uint, NUM> v = b[i];
  vector<float, NUM> x = f[i];
  uint4 mask = m[i];
  // CHECK: call <6 x i32> @dx.op.waveMultiPrefixOp.v6i32(i32 166, <6 x i32> [[V:%.*]], i32 {{%.*}}, i32 {{%.*}}, i32 {{%.*}}, i32 {{%.*}}, i8 1, i8 0)
  // CHECK: call <6 x i32> @dx.op.waveMultiPrefixOp.v6i32(i32 166, <6 x i32> [[V]], i32 {{%.*}}, i32 {{%.*}}, i32 {{%.*}}, i32 {{%.*}}, i8 0, i8 1)
  // SM68-COUNT-8: call i32 @dx.op.waveMultiPrefixOp.i32(i32 166,
  // SM68-NOT: call i32 @dx.op.waveMultiPrefixOp.i32(
  b[i] = WaveMultiPrefixBitAnd(v, mask) + WaveMultiPrefixSum(v, mask);
  // CHECK: call <6 x float> @dx.op.waveMultiPrefixOp.v6f32(i32 166, <6 x float> {{%.*}}, i32 {{%.*}}, i32 {{%.*}}, i32 {{%.*}}, i32 {{%.*}}, i8 4, i8 0)
  f[i] = WaveMultiPrefixProduct(x, mask);
  // CHECK: [[M:%.*]] = call %dx.types.fouri32 @dx.op.waveMatch.v6i32(i32 165, <6 x i32> [[V]])
  // CHECK-NOT: call %dx.types.fouri32 @dx.op.waveMatch
  // SM68-COUNT-4: call %dx.types.fouri32 @dx.op.waveMatch.i32(i32 165,
  // SM68-NOT: call %dx.types.fouri32 @dx.op.waveMatch
  m[i] = WaveMatch(v);
}
