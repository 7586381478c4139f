// Overload matching, literals: a call DXC's front end evaluates (sqrt, max,
// ...) on literal arguments only stays literal and is folded in double; the
// result adapts where it is used (here a double buffer keeps all bits).
// RUN: hlslc -T cs_6_3 -E main %s | FileCheck %s
// CHECK: call void @dx.op.rawBufferStore.f64(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, double 0x3FF6A09E667F3BCD,
// CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, i32 3,
// CHECK-NOT: @dx.op.unary
RWStructuredBuffer<double> d : register(u0);
RWStructuredBuffer<int> i : register(u1);
[numthreads(1, 1, 1)] void main() {
  d[0] = sqrt(2.0);
  i[0] = max(2, 3);
}
