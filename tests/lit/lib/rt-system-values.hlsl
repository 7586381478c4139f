// RUN: hlslc -T lib_6_5 %s | FileCheck %s
// Raytracing system values: one DXIL op per component read, the column as
// an i8; RayTCurrent reads memory (readonly), the others are readnone.
struct Payload { float4 v; uint u; };

[shader("closesthit")]
void Hit(inout Payload p, in BuiltInTriangleIntersectionAttributes a) {
  p.v = float4(WorldRayOrigin().x, WorldRayDirection().y, ObjectRayOrigin().z, ObjectRayDirection().x);
  p.v.w += RayTMin() + RayTCurrent();
  p.u = DispatchRaysIndex().y + DispatchRaysDimensions().z + RayFlags() + InstanceIndex() +
        InstanceID() + PrimitiveIndex() + HitKind();
}

// CHECK: call float @dx.op.worldRayOrigin.f32(i32 147, i8 0)
// CHECK: call float @dx.op.worldRayDirection.f32(i32 148, i8 1)
// CHECK: call float @dx.op.objectRayOrigin.f32(i32 149, i8 2)
// CHECK: call float @dx.op.objectRayDirection.f32(i32 150, i8 0)
// CHECK: call float @dx.op.rayTMin.f32(i32 153)
// CHECK: call float @dx.op.rayTCurrent.f32(i32 154)
// CHECK: call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 1)
// CHECK: call i32 @dx.op.dispatchRaysDimensions.i32(i32 146, i8 2)
// CHECK: call i32 @dx.op.rayFlags.i32(i32 144)
// CHECK: call i32 @dx.op.instanceIndex.i32(i32 142)
// CHECK: call i32 @dx.op.instanceID.i32(i32 141)
// CHECK: call i32 @dx.op.primitiveIndex.i32(i32 161)
// CHECK: call i32 @dx.op.hitKind.i32(i32 143)
// CHECK: declare float @dx.op.rayTCurrent.f32(i32) #[[RO:[0-9]+]]
// CHECK: declare i32 @dx.op.hitKind.i32(i32) #[[RN:[0-9]+]]
// CHECK: attributes #[[RN]] = { nounwind readnone }
// CHECK: attributes #[[RO]] = { nounwind readonly }
