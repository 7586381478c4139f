// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// TraceRay: the acceleration structure's handle from createHandleForLib,
// the RayDesc as eight floats (origin xyz, TMin, direction xyz, TMax) and
// the payload variable itself, by address; the op is named after the
// payload struct (dx.op.traceRay.struct.Payload) and its vectors stay.
struct Payload { float4 color; };
RaytracingAccelerationStructure Scene : register(t0);
RWBuffer<float4> Out : register(u0);

[shader("raygeneration")]
void Gen() {
  RayDesc ray;
  ray.Origin = float3(1, 2, 3);
  ray.TMin = 0.5;
  ray.Direction = float3(0, 0, 1);
  ray.TMax = 100;
  Payload p;
  p.color = 0;
  TraceRay(Scene, RAY_FLAG_FORCE_OPAQUE | RAY_FLAG_CULL_BACK_FACING_TRIANGLES, 0xFF, 1, 2, 3, ray, p);
  Out[0] = p.color;
}

// The resource global is loaded at the top, its handle created at the use.
// CHECK: %[[AS:[0-9]+]] = load %struct.RaytracingAccelerationStructure, %struct.RaytracingAccelerationStructure* @"\01?Scene@@3URaytracingAccelerationStructure@@A", align 4
// CHECK: %[[P:[0-9]+]] = alloca %struct.Payload
// CHECK-DAG: store <4 x float> zeroinitializer, <4 x float>*
// CHECK-DAG: %[[H:[0-9]+]] = call %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32 160, %struct.RaytracingAccelerationStructure %[[AS]])
// CHECK: call void @dx.op.traceRay.struct.Payload(i32 157, %dx.types.Handle %[[H]], i32 17, i32 255, i32 1, i32 2, i32 3, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 5.000000e-01, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+02, %struct.Payload* nonnull %[[P]])
// CHECK: load <4 x float>, <4 x float>*
// CHECK: declare void @dx.op.traceRay.struct.Payload(i32, %dx.types.Handle, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float, %struct.Payload*) #[[A:[0-9]+]]
// CHECK: attributes #[[A]] = { nounwind }
