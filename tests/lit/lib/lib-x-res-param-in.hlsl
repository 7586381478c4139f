// RUN: hlslc -T lib_6_x %s | FileCheck %s
// lib_6_x: an exported function takes resources by address as handles
// (DXC's %dx.types.Handle*, parameters unnamed); a handle read from a
// parameter is created and annotated where an op uses it; the parameter's
// annotation carries the resource properties (i32 10). Checked against DXC.
// CHECK: define <4 x float> @"\01?f@@YA?AV?$vector@M$03@@V?$Texture2D@V?$vector@M$03@@@@USamplerState@@V?$vector@M$01@@@Z"(%dx.types.Handle* nocapture readonly, %dx.types.Handle* nocapture readonly, <2 x float>)
// CHECK-DAG: [[T:%[0-9]+]] = load %dx.types.Handle, %dx.types.Handle* %0
// CHECK-DAG: [[S:%[0-9]+]] = load %dx.types.Handle, %dx.types.Handle* %1
// CHECK-DAG: [[TC:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle [[T]])
// CHECK-DAG: [[TA:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[TC]], %dx.types.ResourceProperties { i32 2, i32 1033 })
// CHECK-DAG: [[SC:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle [[S]])
// CHECK-DAG: [[SA:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[SC]], %dx.types.ResourceProperties { i32 14, i32 0 })
// CHECK: call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle [[TA]], %dx.types.Handle [[SA]],
// CHECK: !{i32 0, ![[TP:[0-9]+]], !{{[0-9]+}}}
// CHECK: ![[TP]] = !{i32 10, %dx.types.ResourceProperties { i32 2, i32 1033 }}
export float4 f(Texture2D t, SamplerState s, float2 uv) { return t.Sample(s, uv); }
