// dx::HitObject getters: each scalar one is hitObject_StateScalar with its
// opcode and overload, vectors are one hitObject_StateVector call per
// component (i32), 3x4 matrices one hitObject_StateMatrix call per (row,
// col) in row order, 4x3 their transpose (rows and columns swapped)
// RUN: hlslc -T lib_6_9 %s | FileCheck %s
// CHECK: [[H:%[0-9]+]] = call %dx.types.HitObject @dx.op.hitObject_MakeMiss(
// CHECK: call i32 @dx.op.hitObject_StateScalar.i32(i32 272, %dx.types.HitObject [[H]])
// CHECK: call float @dx.op.hitObject_StateScalar.f32(i32 273, %dx.types.HitObject [[H]])
// CHECK: call float @dx.op.hitObject_StateScalar.f32(i32 274, %dx.types.HitObject [[H]])
// CHECK: call i32 @dx.op.hitObject_StateScalar.i32(i32 281, %dx.types.HitObject [[H]])
// CHECK: call i32 @dx.op.hitObject_StateScalar.i32(i32 282, %dx.types.HitObject [[H]])
// CHECK: call i32 @dx.op.hitObject_StateScalar.i32(i32 283, %dx.types.HitObject [[H]])
// CHECK: call i32 @dx.op.hitObject_StateScalar.i32(i32 284, %dx.types.HitObject [[H]])
// CHECK: call i32 @dx.op.hitObject_StateScalar.i32(i32 285, %dx.types.HitObject [[H]])
// CHECK: call i32 @dx.op.hitObject_StateScalar.i32(i32 286, %dx.types.HitObject [[H]])
// CHECK: call float @dx.op.hitObject_StateVector.f32(i32 275, %dx.types.HitObject [[H]], i32 0)
// CHECK: call float @dx.op.hitObject_StateVector.f32(i32 275, %dx.types.HitObject [[H]], i32 1)
// CHECK: call float @dx.op.hitObject_StateVector.f32(i32 275, %dx.types.HitObject [[H]], i32 2)
// CHECK: call float @dx.op.hitObject_StateVector.f32(i32 276, %dx.types.HitObject [[H]], i32 2)
// CHECK: call float @dx.op.hitObject_StateVector.f32(i32 277, %dx.types.HitObject [[H]], i32 2)
// CHECK: call float @dx.op.hitObject_StateVector.f32(i32 278, %dx.types.HitObject [[H]], i32 2)
// CHECK: call float @dx.op.hitObject_StateMatrix.f32(i32 279, %dx.types.HitObject [[H]], i32 0, i32 0)
// CHECK: call float @dx.op.hitObject_StateMatrix.f32(i32 279, %dx.types.HitObject [[H]], i32 0, i32 1)
// CHECK: call float @dx.op.hitObject_StateMatrix.f32(i32 279, %dx.types.HitObject [[H]], i32 2, i32 3)
// CHECK: call float @dx.op.hitObject_StateMatrix.f32(i32 280, %dx.types.HitObject [[H]], i32 0, i32 0)
// CHECK: call float @dx.op.hitObject_StateMatrix.f32(i32 280, %dx.types.HitObject [[H]], i32 1, i32 0)
// CHECK: call float @dx.op.hitObject_StateMatrix.f32(i32 280, %dx.types.HitObject [[H]], i32 2, i32 3)

RWStructuredBuffer<float> o : register(u0);
RWStructuredBuffer<float3x4> m : register(u1);
RWStructuredBuffer<float4x3> n : register(u2);
[shader("raygeneration")]
void RG() {
  RayDesc r = {float3(1, 2, 3), 0.5, float3(0, 1, 0), 100.0};
  dx::HitObject h = dx::HitObject::MakeMiss(0, 1, r);
  o[0] = h.GetRayFlags();
  o[1] = h.GetRayTMin();
  o[2] = h.GetRayTCurrent();
  o[3] = h.GetGeometryIndex();
  o[4] = h.GetInstanceIndex();
  o[5] = h.GetInstanceID();
  o[6] = h.GetPrimitiveIndex();
  o[7] = h.GetHitKind();
  o[8] = h.GetShaderTableIndex();
  o[9] = dot(h.GetWorldRayOrigin(), 1);
  o[10] = h.GetWorldRayDirection().z;
  o[11] = h.GetObjectRayOrigin().z;
  o[12] = h.GetObjectRayDirection().z;
  m[0] = h.GetObjectToWorld3x4();
  n[0] = h.GetWorldToObject4x3();
}
