// IsHelperLane before SM 6.6 (no op yet), as DXC: a global @dx.ishelper set
// at the pixel entry to !Coverage() and at each discard to its condition;
// IsHelperLane reads it. Other stages have no helper lanes: false.
// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// RUN: hlslc -T vs_6_0 -E vmain %s | FileCheck %s --check-prefix=VS

// CHECK: @dx.ishelper = internal global i32 0
// CHECK: define void @main()
// CHECK: [[COV:%[0-9]+]] = call i32 @dx.op.coverage.i32(i32 91)
// CHECK: [[EQ:%[0-9]+]] = icmp eq i32 0, [[COV]]
// CHECK: [[Z:%[0-9]+]] = zext i1 [[EQ]] to i32
// CHECK: store i32 [[Z]], i32* @dx.ishelper
// CHECK: store i32 1, i32* @dx.ishelper
// CHECK-NEXT: call void @dx.op.discard(i32 82, i1 true)
// CHECK: [[L:%[0-9]+]] = load i32, i32* @dx.ishelper
// CHECK: trunc i32 [[L]] to i1
// CHECK-NOT: isHelperLane

// VS-NOT: isHelperLane
// VS-NOT: ishelper
float4 main(float f : F) : SV_Target {
  if (f < 0.0)
    discard;
  return IsHelperLane() ? 1.0 : 0.0;
}

float4 vmain(float f : F) : SV_Position {
  return IsHelperLane() ? 1.0 : 0.0;
}
