// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// clip() of a constant that is not negative discards nothing: the discard
// with a false condition is gone (DXC); a negative one discards.

float4 main(float4 a : A) : SV_Target {
  clip(float4(1, 0, 0, 1));
  clip(float2(0.001, 0.00001));
  clip(a.x);
  if (a.y > 0)
    discard;
  clip(-1);
  return a;
}

// CHECK-NOT: @dx.op.discard(i32 82, i1 false)
// CHECK: call void @dx.op.discard(i32 82, i1 %{{[0-9]+}})
// CHECK: call void @dx.op.discard(i32 82, i1 true)
// CHECK: call void @dx.op.discard(i32 82, i1 true)
// CHECK-NOT: @dx.op.discard(i32 82, i1 false)
