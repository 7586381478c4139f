// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// DXC's DxilSimplify: mad by 0 is the addend, mad by 1 an addition (fast
// for floats); a precise mad is left alone.

// CHECK-DAG: [[A:%.*]] = call float @dx.op.loadInput.f32(i32 4, i32 0,
// CHECK-DAG: [[C:%.*]] = call i32 @dx.op.loadInput.i32(i32 4, i32 2,
// CHECK-DAG: [[D:%.*]] = call i32 @dx.op.loadInput.i32(i32 4, i32 3,
// CHECK: call float @dx.op.tertiary.f32(i32 46, float [[A]], float 0.000000e+00, float %{{.*}}), !dx.precise
// CHECK: fadd fast float [[A]], %{{.*}}
// CHECK: add i32 [[C]], [[D]]
// CHECK-NOT: call float @dx.op.tertiary
float main(float a : A, float b : B, int c : C, int d : D) : SV_Target {
  precise float p = mad(a, 0, b);
  float q = mad(a, 1, b);
  int r = mad(1, c, d);
  float s = mad(a, 0, 2.0);
  return p + q + r + s;
}
