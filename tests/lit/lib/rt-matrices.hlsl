// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// ObjectToWorld3x4 / WorldToObject4x3: element [r][c] of the 3x4 form is
// (row r, column c) of the op; the 4x3 form is its transpose, so [r][c]
// reads (row c, column r).
struct Payload { float v; };

[shader("closesthit")]
void Hit(inout Payload p, in BuiltInTriangleIntersectionAttributes a) {
  p.v = ObjectToWorld3x4()[1][2] + WorldToObject4x3()[3][1] + ObjectToWorld()[2][0] + WorldToObject()[0][3];
}

// CHECK: call float @dx.op.objectToWorld.f32(i32 151, i32 1, i8 2)
// CHECK: call float @dx.op.worldToObject.f32(i32 152, i32 1, i8 3)
// CHECK: call float @dx.op.objectToWorld.f32(i32 151, i32 2, i8 0)
// CHECK: call float @dx.op.worldToObject.f32(i32 152, i32 0, i8 3)
