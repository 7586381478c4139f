// isnan on an immediate argument is evaluated by the front end, as DXC's
// code generation does (TryEvalIntrinsic); isinf is not.
// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// CHECK-NOT: call i1 @dx.op.isSpecialFloat.f32(i32 8,
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, i32 0,
// CHECK: call i1 @dx.op.isSpecialFloat.f32(i32 9, float 1.000000e+00)
RWStructuredBuffer<uint> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = isnan(1.0f);
  b[1] = isinf(1.0f);
}
