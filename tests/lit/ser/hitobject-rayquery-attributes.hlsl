// dx::HitObject::FromRayQuery(q) takes the query's handle; with a hit kind
// and attributes the attributes go by address (FromRayQueryWithAttrs named
// after their struct); GetAttributes writes an attributes struct by address
// (hitObject_Attributes, argmemonly)
// RUN: hlslc -T lib_6_9 %s | FileCheck %s
// CHECK: [[Q:%[0-9]+]] = call i32 @dx.op.allocateRayQuery(i32 178, i32 1)
// CHECK: call %dx.types.HitObject @dx.op.hitObject_FromRayQuery(i32 263, i32 [[Q]])
// CHECK: [[H:%[0-9]+]] = call %dx.types.HitObject @dx.op.hitObject_FromRayQueryWithAttrs.struct.Attrs(i32 264, i32 [[Q]], i32 254, %struct.Attrs* nonnull %{{[0-9]+}})
// CHECK: call void @dx.op.hitObject_Attributes.struct.Attrs(i32 289, %dx.types.HitObject [[H]], %struct.Attrs* nonnull [[A:%[0-9]+]])
// CHECK: getelementptr inbounds %struct.Attrs, %struct.Attrs* [[A]], i32 0, i32 0
// CHECK: declare void @dx.op.hitObject_Attributes.struct.Attrs(i32, %dx.types.HitObject, %struct.Attrs*) #[[AM:[0-9]+]]
// CHECK: attributes #[[AM]] = { nounwind argmemonly }

struct Attrs { float2 bary; uint id; };
RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<float> o : register(u0);
[shader("raygeneration")]
void RG() {
  RayQuery<RAY_FLAG_FORCE_OPAQUE> q;
  RayDesc r = {float3(0, 0, 0), 0, float3(0, 0, 1), 10};
  q.TraceRayInline(Scene, 0, 0xFF, r);
  dx::MaybeReorderThread(dx::HitObject::FromRayQuery(q));
  Attrs in_a = {float2(0.25, 0.5), 3};
  dx::HitObject h = dx::HitObject::FromRayQuery(q, HIT_KIND_TRIANGLE_FRONT_FACE, in_a);
  Attrs a;
  h.GetAttributes(a);
  o[0] = a.bary.x + a.bary.y + a.id;
}
