// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// RUN: hlslc -T lib_6_6 %s | FileCheck %s --check-prefix=SM66
// DXC's placement of resource handles in a library function: every resource
// global is loaded at the top (samplers, SRVs, UAVs, constant buffers, each
// class in descending record ID), the constant buffers' handles are created
// right after those loads, and every other handle where it is used, one per
// source reference (annotated there from DXIL 1.6): the second Sample makes
// its own, and so does the store in the other block.
RWStructuredBuffer<float> u1;
RWStructuredBuffer<float> u2;
Texture2D<float> t1;
Texture2D<float> t2;
SamplerState s;
cbuffer C { float k; }
cbuffer D { float k2; }
[shader("pixel")]
float4 main(float2 uv : UV) : SV_Target {
  float a = t1.Sample(s, uv) * k;
  u1[0] = a;
  float b = t2.Sample(s, uv * 2) * k2;
  if (a > 0) u2[1] = b;
  return a + b;
}
// CHECK-LABEL: define void @main()
// CHECK-NEXT: %[[S:[0-9]+]] = load %struct.SamplerState, %struct.SamplerState* @"\01?s@@3USamplerState@@A"
// CHECK-NEXT: %[[T2:[0-9]+]] = load %"class.Texture2D<float>", %"class.Texture2D<float>"* @"\01?t2@@3V?$Texture2D@M@@A"
// CHECK-NEXT: %[[T1:[0-9]+]] = load %"class.Texture2D<float>", %"class.Texture2D<float>"* @"\01?t1@@3V?$Texture2D@M@@A"
// CHECK-NEXT: %[[U2:[0-9]+]] = load %"class.RWStructuredBuffer<float>", {{.*}} @"\01?u2@@3V?$RWStructuredBuffer@M@@A"
// CHECK-NEXT: %[[U1:[0-9]+]] = load %"class.RWStructuredBuffer<float>", {{.*}} @"\01?u1@@3V?$RWStructuredBuffer@M@@A"
// CHECK-NEXT: %[[D:[0-9]+]] = load %D, %D* @D
// CHECK-NEXT: %[[C:[0-9]+]] = load %C, %C* @C
// CHECK-NEXT: call %dx.types.Handle @dx.op.createHandleForLib.D(i32 160, %D %[[D]])
// CHECK-NEXT: call %dx.types.Handle @dx.op.createHandleForLib.C(i32 160, %C %[[C]])
// CHECK: %[[HT1:[0-9]+]] = call %dx.types.Handle @"dx.op.createHandleForLib.class.Texture2D<float>"(i32 160, %"class.Texture2D<float>" %[[T1]])
// CHECK-NEXT: %[[HS:[0-9]+]] = call %dx.types.Handle @dx.op.createHandleForLib.struct.SamplerState(i32 160, %struct.SamplerState %[[S]])
// CHECK-NEXT: call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %[[HT1]], %dx.types.Handle %[[HS]],
// CHECK: %[[HU1:[0-9]+]] = call %dx.types.Handle @"dx.op.createHandleForLib.class.RWStructuredBuffer<float>"(i32 160, %"class.RWStructuredBuffer<float>" %[[U1]])
// CHECK-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %[[HU1]],
// CHECK: %[[HT2:[0-9]+]] = call %dx.types.Handle @"dx.op.createHandleForLib.class.Texture2D<float>"(i32 160, %"class.Texture2D<float>" %[[T2]])
// CHECK-NEXT: %[[HS2:[0-9]+]] = call %dx.types.Handle @dx.op.createHandleForLib.struct.SamplerState(i32 160, %struct.SamplerState %[[S]])
// CHECK-NEXT: call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %[[HT2]], %dx.types.Handle %[[HS2]],
// CHECK: br i1
// CHECK: %[[HU2:[0-9]+]] = call %dx.types.Handle @"dx.op.createHandleForLib.class.RWStructuredBuffer<float>"(i32 160, %"class.RWStructuredBuffer<float>" %[[U2]])
// CHECK-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %[[HU2]],

// SM66-LABEL: define void @main()
// SM66: load %dx.types.Handle, %dx.types.Handle* @D
// SM66-NEXT: load %dx.types.Handle, %dx.types.Handle* @C
// SM66-NEXT: call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(
// SM66-NEXT: call %dx.types.Handle @dx.op.annotateHandle(i32 216, {{.*}} { i32 13, i32 4 })
// SM66-NEXT: call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(
// SM66-NEXT: call %dx.types.Handle @dx.op.annotateHandle(i32 216, {{.*}} { i32 13, i32 4 })
// SM66: %[[H:[0-9]+]] = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(
// SM66-NEXT: %[[A:[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[H]], {{.*}} { i32 2, i32 265 })
// SM66-NEXT: call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(
// SM66-NEXT: call %dx.types.Handle @dx.op.annotateHandle(
// SM66-NEXT: call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %[[A]],
