// Every dx::HitObject method of DXC's DxHitObjectMethods lowers to its
// HitObject_* op
// RUN: hlslc -T lib_6_9 %s | FileCheck %s
// CHECK: call %dx.types.HitObject @dx.op.hitObject_TraceRay.struct.Payload(i32 262,
// CHECK: call %dx.types.HitObject @dx.op.hitObject_FromRayQuery(i32 263,
// CHECK: call %dx.types.HitObject @dx.op.hitObject_FromRayQueryWithAttrs.struct.Attrs(i32 264,
// CHECK: call %dx.types.HitObject @dx.op.hitObject_MakeMiss(i32 265,
// CHECK: call %dx.types.HitObject @dx.op.hitObject_MakeNop(i32 266)
// CHECK-DAG: call i1 @dx.op.hitObject_StateScalar.i1(i32 269,
// CHECK-DAG: call i1 @dx.op.hitObject_StateScalar.i1(i32 270,
// CHECK-DAG: call i1 @dx.op.hitObject_StateScalar.i1(i32 271,
// CHECK-DAG: call i32 @dx.op.hitObject_StateScalar.i32(i32 272,
// CHECK-DAG: call float @dx.op.hitObject_StateScalar.f32(i32 273,
// CHECK-DAG: call float @dx.op.hitObject_StateScalar.f32(i32 274,
// CHECK-DAG: call float @dx.op.hitObject_StateVector.f32(i32 275,
// CHECK-DAG: call float @dx.op.hitObject_StateVector.f32(i32 276,
// CHECK-DAG: call float @dx.op.hitObject_StateVector.f32(i32 277,
// CHECK-DAG: call float @dx.op.hitObject_StateVector.f32(i32 278,
// CHECK-DAG: call float @dx.op.hitObject_StateMatrix.f32(i32 279,
// CHECK-DAG: call float @dx.op.hitObject_StateMatrix.f32(i32 280,
// CHECK-DAG: call i32 @dx.op.hitObject_StateScalar.i32(i32 281,
// CHECK-DAG: call i32 @dx.op.hitObject_StateScalar.i32(i32 282,
// CHECK-DAG: call i32 @dx.op.hitObject_StateScalar.i32(i32 283,
// CHECK-DAG: call i32 @dx.op.hitObject_StateScalar.i32(i32 284,
// CHECK-DAG: call i32 @dx.op.hitObject_StateScalar.i32(i32 285,
// CHECK-DAG: call i32 @dx.op.hitObject_StateScalar.i32(i32 286,
// CHECK-DAG: call void @dx.op.hitObject_Attributes.struct.Attrs(i32 289,
// CHECK-DAG: call i32 @dx.op.hitObject_LoadLocalRootTableConstant(i32 288,
// CHECK: call %dx.types.HitObject @dx.op.hitObject_SetShaderTableIndex(i32 287,
// CHECK: call void @dx.op.hitObject_Invoke.struct.Payload(i32 267,

struct [raypayload] Payload { float4 c : write(caller, closesthit, miss) : read(caller); };
struct Attrs { float2 b; };
RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<float4> o : register(u0);
[shader("raygeneration")]
void RG() {
  RayDesc r = {float3(0, 0, 0), 0.01, float3(0, 0, 1), 1000.0};
  Payload p = {float4(0, 0, 0, 0)};
  dx::HitObject t = dx::HitObject::TraceRay(Scene, RAY_FLAG_NONE, 0xFF, 0, 1, 0, r, p);
  RayQuery<0> q;
  q.TraceRayInline(Scene, 0, 0xFF, r);
  Attrs qa = {float2(1, 2)};
  dx::HitObject f1 = dx::HitObject::FromRayQuery(q);
  dx::HitObject f2 = dx::HitObject::FromRayQuery(q, 1, qa);
  dx::HitObject m = dx::HitObject::MakeMiss(0, 1, r);
  dx::HitObject h = dx::HitObject::MakeNop();
  dx::MaybeReorderThread(f1);
  dx::MaybeReorderThread(f2);
  dx::MaybeReorderThread(m);
  dx::MaybeReorderThread(h);
  float4 v = float4(t.IsMiss(), t.IsHit(), t.IsNop(), t.GetRayFlags());
  v.x += t.GetRayTMin() + t.GetRayTCurrent();
  v.yzw += t.GetWorldRayOrigin() + t.GetWorldRayDirection() + t.GetObjectRayOrigin() + t.GetObjectRayDirection();
  v += t.GetObjectToWorld3x4()[0] + t.GetWorldToObject3x4()[1] + t.GetObjectToWorld4x3()[2].xyzz + t.GetWorldToObject4x3()[3].xyzz;
  v.x += t.GetGeometryIndex() + t.GetInstanceIndex() + t.GetInstanceID() + t.GetPrimitiveIndex() + t.GetHitKind() + t.GetShaderTableIndex();
  Attrs a;
  t.GetAttributes(a);
  v.xy += a.b;
  v.z += t.LoadLocalRootTableConstant(4);
  t.SetShaderTableIndex(2);
  p.c += v;
  dx::HitObject::Invoke(t, p);
  o[0] = p.c;
}
