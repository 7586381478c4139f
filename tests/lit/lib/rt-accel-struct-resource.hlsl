// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// A RaytracingAccelerationStructure is an SRV of kind 16
// (RTAccelerationStructure) with element type tag !{i32 0, i32 4}, its
// global a %struct.RaytracingAccelerationStructure named as a struct in
// the Microsoft mangling (U...@@).
struct Payload { float v; };
RaytracingAccelerationStructure Scene : register(t3, space1);

[shader("raygeneration")]
void Gen() {
  RayDesc r = { float3(0, 0, 0), 0, float3(0, 0, 1), 10 };
  Payload p = { 0 };
  TraceRay(Scene, RAY_FLAG_NONE, 1, 0, 0, 0, r, p);
}

// CHECK: %struct.RaytracingAccelerationStructure = type { i32 }
// CHECK: @"\01?Scene@@3URaytracingAccelerationStructure@@A" = external constant %struct.RaytracingAccelerationStructure, align 4
// CHECK: !{i32 0, %struct.RaytracingAccelerationStructure* @"\01?Scene@@3URaytracingAccelerationStructure@@A", !"Scene", i32 1, i32 3, i32 1, i32 16, i32 0, ![[T:[0-9]+]]}
// CHECK: ![[T]] = !{i32 0, i32 4}
