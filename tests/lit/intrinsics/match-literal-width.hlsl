// Overload matching, literals: a literal argument that decides the result
// type of a call DXC does not evaluate keeps the literal's width (int64_t,
// double), as DXC's code generation gives it.
// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// CHECK: call i64 @dx.op.waveActiveOp.i64(i32 119, i64 1, i8 0, i8 0)
// CHECK: call double @dx.op.waveReadLaneFirst.f64(i32 118, double 2.500000e+00)
RWStructuredBuffer<int> i : register(u0);
RWStructuredBuffer<float> f : register(u1);
[numthreads(1, 1, 1)] void main() {
  i[0] = WaveActiveSum(1);
  f[0] = WaveReadLaneFirst(2.5);
}
