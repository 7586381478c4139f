// RayQuery<flags> objects: each declared RayQuery (static globals at the
// entry's start, array elements in order) is allocated with the class's
// constant flags (evaluated from static consts); copies and parameters pass
// the handle; a RayQuery member of a struct is not constructed (undef), as DXC
// RUN: hlslc -T cs_6_5 %s | FileCheck %s
// CHECK: define void @main()
// CHECK: call i32 @dx.op.allocateRayQuery(i32 178, i32 17)
// CHECK: [[A:%[0-9]+]] = call i32 @dx.op.allocateRayQuery(i32 178, i32 576)
// CHECK: [[E0:%[0-9]+]] = call i32 @dx.op.allocateRayQuery(i32 178, i32 576)
// CHECK: store i32 [[E0]]
// CHECK: [[E1:%[0-9]+]] = call i32 @dx.op.allocateRayQuery(i32 178, i32 576)
// CHECK: store i32 [[E1]]
// CHECK: store i32 [[A]]
// CHECK: call float @dx.op.rayQuery_StateScalar.f32(i32 200, i32 [[A]])
// CHECK: call float @dx.op.rayQuery_StateScalar.f32(i32 200, i32 undef)
// CHECK-NOT: call i32 @dx.op.allocateRayQuery(
// CHECK: ret void

RaytracingAccelerationStructure as : register(t0);
RWStructuredBuffer<float> o : register(u0);
static const uint kFlags = RAY_FLAG_CULL_OPAQUE | RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES;
static RayQuery<RAY_FLAG_FORCE_OPAQUE | RAY_FLAG_CULL_BACK_FACING_TRIANGLES> g;
struct S { RayQuery<0> q; float f; };
float t(RayQuery<kFlags> q) { return q.CommittedRayT(); }
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  RayQuery<kFlags> a;
  RayQuery<kFlags> arr[2];
  RayQuery<kFlags> b = a;
  arr[i] = b;
  S s;
  o[0] = t(arr[1]) + t(b) + s.q.CommittedRayT() + g.CommittedRayT();
}
