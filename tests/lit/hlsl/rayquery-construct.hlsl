// RUN: hlslc -T ps_6_5 %s | FileCheck %s
// RUN: hlslc -T lib_6_5 %s | FileCheck %s
// RayQuery<F>() value-initialises a new query (DXC's default constructor):
// AllocateRayQuery with the class's constant flags, where it is written.
RaytracingAccelerationStructure RTAS;
[shader("pixel")]
float main(RayDesc d : R) : SV_Target {
  RayQuery<RAY_FLAG_FORCE_OPAQUE> q = RayQuery<RAY_FLAG_FORCE_OPAQUE>();
  q.TraceRayInline(RTAS, 0, 1, d);
  return q.Proceed();
}
// CHECK: %[[Q:[0-9]+]] = call i32 @dx.op.allocateRayQuery(i32 178, i32 1)
// CHECK-NOT: allocateRayQuery(i32 178
// CHECK: call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %[[Q]],
// CHECK: call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %[[Q]])
