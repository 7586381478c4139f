// RUN: hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// A switch condition is an integer scalar: a floating-point scalar (float,
// half, double) converts to int as DXC does (fptosi), a bool is promoted
// with clang's -Wswitch-bool warning. Vectors are errors
// (lang/err-switch-condition.hlsl).

// CHECK: switch-condition-types.hlsl:[[# @LINE + 13]]:3: warning: switch condition has boolean value [-Wswitch-bool] [HL4509]
// CHECK: define void @main()
// CHECK-DAG: fptosi float %{{.*}} to i32
// CHECK-DAG: fptosi double %{{.*}} to i32
// CHECK: switch i32
float main(float3 a : A, bool b : B, int di : D, half h : H) : SV_Target {
  double d = di * 0.5;
  float r = 0;
  switch (a.x) {
  case 0: r = 1; break;
  case 1: r = 2; break;
  default: r = 3; break;
  }
  switch (b) { case 1: r += 1; break; }
  switch (d) { case 3: r += 5; break; }
  switch (h) { case 2: r += 7; break; }
  return r;
}
