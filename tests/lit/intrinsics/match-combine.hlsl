// Overload matching, component types: the arguments of one group combine
// as in arithmetic (int and float make float; a literal adapts to the other
// argument), so max(int, float) is a float max and clamp(uint, 0, 1) a uint
// one (whose UMax with 0 folds away, as in DXC).
// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// CHECK: sitofp i32
// CHECK: call float @dx.op.binary.f32(i32 35,
// CHECK-NOT: call i32 @dx.op.binary.i32(i32 39,
// CHECK: call i32 @dx.op.binary.i32(i32 40,
RWStructuredBuffer<float> f : register(u0);
RWStructuredBuffer<int> i : register(u1);
RWStructuredBuffer<uint> u : register(u2);
[numthreads(1, 1, 1)] void main() {
  f[0] = max(i[1], f[1]);
  u[0] = clamp(u[1], 0, 1);
}
