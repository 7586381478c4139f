// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// A closest-hit entry takes its payload and attributes by address
// (%struct.P*), is named as DXC names it (the inout payload by value:
// UPayload@@), and its function annotation gives the result (1), the
// inout payload (2) and the in attributes (0), without fields.
struct Payload { float4 c; };

[shader("closesthit")]
void Hit(inout Payload p, in BuiltInTriangleIntersectionAttributes a) { p.c = a.barycentrics.xyxy; }

// CHECK: define void @"\01?Hit@@YAXUPayload@@UBuiltInTriangleIntersectionAttributes@@@Z"(%struct.Payload* noalias nocapture %p, %struct.BuiltInTriangleIntersectionAttributes* nocapture readonly %a)
// CHECK: !{i32 1, void (%struct.Payload*, %struct.BuiltInTriangleIntersectionAttributes*)* @"\01?Hit@@YAXUPayload@@UBuiltInTriangleIntersectionAttributes@@@Z", ![[F:[0-9]+]]}
// CHECK: ![[F]] = !{![[R:[0-9]+]], ![[PL:[0-9]+]], ![[AT:[0-9]+]]}
// CHECK: ![[R]] = !{i32 1, ![[E:[0-9]+]], ![[E]]}
// CHECK: ![[E]] = !{}
// CHECK: ![[PL]] = !{i32 2, ![[E]], ![[E]]}
// CHECK: ![[AT]] = !{i32 0, ![[E]], ![[E]]}
