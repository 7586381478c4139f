// dx::HitObject::TraceRay and Invoke take the payload by address, named
// after its struct (nonnull when optimising), and the payload is read back
// after them; SetShaderTableIndex replaces the object with the op's result
// RUN: hlslc -T lib_6_9 %s | FileCheck %s
// CHECK: [[H:%[0-9]+]] = call %dx.types.HitObject @dx.op.hitObject_TraceRay.struct.Payload(i32 262, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 255, i32 2, i32 3, i32 4, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0x3F847AE140000000, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+03, %struct.Payload* nonnull [[P:%[0-9]+]])
// CHECK: [[S:%[0-9]+]] = call %dx.types.HitObject @dx.op.hitObject_SetShaderTableIndex(i32 287, %dx.types.HitObject [[H]], i32 9)
// CHECK: call i32 @dx.op.hitObject_LoadLocalRootTableConstant(i32 288, %dx.types.HitObject [[S]], i32 16)
// CHECK: call void @dx.op.hitObject_Invoke.struct.Payload(i32 267, %dx.types.HitObject [[S]], %struct.Payload* nonnull %{{[0-9]+}})
// CHECK: load
// CHECK-DAG: declare %dx.types.HitObject @dx.op.hitObject_TraceRay.struct.Payload(i32, %dx.types.Handle, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float, %struct.Payload*) #[[NONE:[0-9]+]]
// CHECK-DAG: declare %dx.types.HitObject @dx.op.hitObject_SetShaderTableIndex(i32, %dx.types.HitObject, i32) #[[RN:[0-9]+]]
// CHECK-DAG: declare i32 @dx.op.hitObject_LoadLocalRootTableConstant(i32, %dx.types.HitObject, i32) #[[RO:[0-9]+]]
// CHECK-DAG: attributes #[[NONE]] = { nounwind }
// CHECK-DAG: attributes #[[RN]] = { nounwind readnone }
// CHECK-DAG: attributes #[[RO]] = { nounwind readonly }

struct [raypayload] Payload { float4 c : write(caller, closesthit, miss) : read(caller); };
RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<float4> o : register(u0);
[shader("raygeneration")]
void RG() {
  RayDesc r = {float3(0, 0, 0), 0.01, float3(0, 0, 1), 1000.0};
  Payload p = {float4(0, 0, 0, 0)};
  dx::HitObject h = dx::HitObject::TraceRay(Scene, RAY_FLAG_FORCE_OPAQUE, 0xFF, 2, 3, 4, r, p);
  h.SetShaderTableIndex(9);
  p.c.x += h.LoadLocalRootTableConstant(16);
  dx::HitObject::Invoke(h, p);
  o[0] = p.c;
}
