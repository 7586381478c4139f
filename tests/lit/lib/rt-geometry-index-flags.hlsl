// RUN: hlslc -T lib_6_5 %s | FileCheck %s
// GeometryIndex is a DXR 1.1 op: the module's shader flags get
// "Raytracing tier 1.1 features" (bit 25).
struct Payload { uint g; };

[shader("closesthit")]
void Hit(inout Payload p, in BuiltInTriangleIntersectionAttributes a) { p.g = GeometryIndex(); }

// CHECK: ;       Raytracing tier 1.1 features
// CHECK: call i32 @dx.op.geometryIndex.i32(i32 213)
// CHECK: !{null, !"", null, null, ![[F:[0-9]+]]}
// CHECK: ![[F]] = !{i32 0, i64 33554432}
