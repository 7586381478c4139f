// RayQuery<RayFlags, RayQueryFlags> (SM 6.9): non-zero RayQueryFlags allocate
// with AllocateRayQuery2, zero ones with AllocateRayQuery; either marks the
// module as needing raytracing tier 1.1
// RUN: hlslc -T cs_6_9 %s | FileCheck %s
// CHECK: Raytracing tier 1.1 features
// CHECK: call i32 @dx.op.allocateRayQuery2(i32 258, i32 1024, i32 1)
// CHECK: call i32 @dx.op.allocateRayQuery(i32 178, i32 0)

RaytracingAccelerationStructure as : register(t0);
RWStructuredBuffer<float> o : register(u0);
[numthreads(1, 1, 1)] void main() {
  RayQuery<RAY_FLAG_FORCE_OMM_2_STATE, RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS> q;
  RayQuery<RAY_FLAG_NONE, RAYQUERY_FLAG_NONE> p;
  o[0] = q.CommittedRayT() + p.CommittedRayT();
}
