// RayQuery methods: every one, with the DXIL operations and overloads DXC emits for them
// (the class's constant flags go to AllocateRayQuery; 4x3 matrices read the 3x4 op transposed)
// RUN: hlslc -T cs_6_5 %s | FileCheck %s
// CHECK: call i32 @dx.op.allocateRayQuery(i32 178, i32 1)
// CHECK: call void @dx.op.rayQuery_TraceRayInline(i32 179,
// CHECK: call i1 @dx.op.rayQuery_Proceed.i1(i32 180,
// CHECK: call i1 @dx.op.rayQuery_Proceed.i1(i32 180,
// CHECK: call void @dx.op.rayQuery_Abort(i32 181,
// CHECK: call void @dx.op.rayQuery_CommitNonOpaqueTriangleHit(i32 182,
// CHECK: call void @dx.op.rayQuery_CommitProceduralPrimitiveHit(i32 183,
// CHECK: call i32 @dx.op.rayQuery_StateScalar.i32(i32 184,
// CHECK: call i32 @dx.op.rayQuery_StateScalar.i32(i32 185,
// CHECK: call float @dx.op.rayQuery_StateMatrix.f32(i32 186,
// CHECK: call float @dx.op.rayQuery_StateMatrix.f32(i32 186,
// CHECK: call float @dx.op.rayQuery_StateMatrix.f32(i32 187,
// CHECK: call float @dx.op.rayQuery_StateMatrix.f32(i32 187,
// CHECK: call float @dx.op.rayQuery_StateMatrix.f32(i32 188,
// CHECK: call float @dx.op.rayQuery_StateMatrix.f32(i32 188,
// CHECK: call float @dx.op.rayQuery_StateMatrix.f32(i32 189,
// CHECK: call float @dx.op.rayQuery_StateMatrix.f32(i32 189,
// CHECK: call i1 @dx.op.rayQuery_StateScalar.i1(i32 190,
// CHECK: call i1 @dx.op.rayQuery_StateScalar.i1(i32 191,
// CHECK: call i1 @dx.op.rayQuery_StateScalar.i1(i32 192,
// CHECK: call float @dx.op.rayQuery_StateVector.f32(i32 193,
// CHECK: call float @dx.op.rayQuery_StateVector.f32(i32 194,
// CHECK: call i32 @dx.op.rayQuery_StateScalar.i32(i32 195,
// CHECK: call float @dx.op.rayQuery_StateVector.f32(i32 196,
// CHECK: call float @dx.op.rayQuery_StateVector.f32(i32 197,
// CHECK: call float @dx.op.rayQuery_StateScalar.f32(i32 198,
// CHECK: call float @dx.op.rayQuery_StateScalar.f32(i32 199,
// CHECK: call float @dx.op.rayQuery_StateScalar.f32(i32 200,
// CHECK: call i32 @dx.op.rayQuery_StateScalar.i32(i32 201,
// CHECK: call i32 @dx.op.rayQuery_StateScalar.i32(i32 202,
// CHECK: call i32 @dx.op.rayQuery_StateScalar.i32(i32 203,
// CHECK: call i32 @dx.op.rayQuery_StateScalar.i32(i32 204,
// CHECK: call float @dx.op.rayQuery_StateVector.f32(i32 205,
// CHECK: call float @dx.op.rayQuery_StateVector.f32(i32 206,
// CHECK: call i32 @dx.op.rayQuery_StateScalar.i32(i32 207,
// CHECK: call i32 @dx.op.rayQuery_StateScalar.i32(i32 208,
// CHECK: call i32 @dx.op.rayQuery_StateScalar.i32(i32 209,
// CHECK: call i32 @dx.op.rayQuery_StateScalar.i32(i32 210,
// CHECK: call float @dx.op.rayQuery_StateVector.f32(i32 211,
// CHECK: call float @dx.op.rayQuery_StateVector.f32(i32 212,
// CHECK: call i32 @dx.op.rayQuery_StateScalar.i32(i32 214,
// CHECK: call i32 @dx.op.rayQuery_StateScalar.i32(i32 215,

RaytracingAccelerationStructure as : register(t0);
RWStructuredBuffer<float> o : register(u0);
[numthreads(1, 1, 1)] void main() {
  RayQuery<RAY_FLAG_FORCE_OPAQUE> q;
  RayDesc r; r.Origin = 0; r.Direction = float3(0, 0, 1); r.TMin = 0; r.TMax = 1;
  q.TraceRayInline(as, RAY_FLAG_NONE, 0xFF, r);
  o[100] = q.Proceed();
  o[0] = q.Proceed();
  q.Abort();
  q.CommitNonOpaqueTriangleHit();
  q.CommitProceduralPrimitiveHit(0.5);
  o[1] = q.CommittedStatus();
  o[2] = q.CandidateType();
  o[3] = q.CandidateObjectToWorld3x4()[2][3];
  o[4] = q.CandidateObjectToWorld4x3()[3][2];
  o[5] = q.CandidateWorldToObject3x4()[2][3];
  o[6] = q.CandidateWorldToObject4x3()[3][2];
  o[7] = q.CommittedObjectToWorld3x4()[2][3];
  o[8] = q.CommittedObjectToWorld4x3()[3][2];
  o[9] = q.CommittedWorldToObject3x4()[2][3];
  o[10] = q.CommittedWorldToObject4x3()[3][2];
  o[11] = q.CandidateProceduralPrimitiveNonOpaque();
  o[12] = q.CandidateTriangleFrontFace();
  o[13] = q.CommittedTriangleFrontFace();
  o[14] = q.CandidateTriangleBarycentrics().y;
  o[15] = q.CommittedTriangleBarycentrics().y;
  o[16] = q.RayFlags();
  o[17] = q.WorldRayOrigin().y;
  o[18] = q.WorldRayDirection().y;
  o[19] = q.RayTMin();
  o[20] = q.CandidateTriangleRayT();
  o[21] = q.CommittedRayT();
  o[22] = q.CandidateInstanceIndex();
  o[23] = q.CandidateInstanceID();
  o[24] = q.CandidateGeometryIndex();
  o[25] = q.CandidatePrimitiveIndex();
  o[26] = q.CandidateObjectRayOrigin().y;
  o[27] = q.CandidateObjectRayDirection().y;
  o[28] = q.CommittedInstanceIndex();
  o[29] = q.CommittedInstanceID();
  o[30] = q.CommittedGeometryIndex();
  o[31] = q.CommittedPrimitiveIndex();
  o[32] = q.CommittedObjectRayOrigin().y;
  o[33] = q.CommittedObjectRayDirection().y;
  o[34] = q.CandidateInstanceContributionToHitGroupIndex();
  o[35] = q.CommittedInstanceContributionToHitGroupIndex();
}
