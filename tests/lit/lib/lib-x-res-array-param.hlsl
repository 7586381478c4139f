// RUN: hlslc -T lib_6_x %s | FileCheck %s
// lib_6_x: an array of resources crosses the boundary as [N x %dx.types.Handle]*,
// each element created and annotated where it is used. Checked against DXC.
// CHECK: define <4 x float> @"\01?f@@YA?AV?$vector@M$03@@Y01V?$Texture2D@V?$vector@M$03@@@@USamplerState@@V?$vector@M$01@@@Z"([2 x %dx.types.Handle]* nocapture readonly, %dx.types.Handle* nocapture readonly, <2 x float>)
// CHECK: [[P:%[0-9]+]] = getelementptr inbounds [2 x %dx.types.Handle], [2 x %dx.types.Handle]* %0, i32 0, i32 0
// CHECK: [[H:%[0-9]+]] = load %dx.types.Handle, %dx.types.Handle* [[P]]
// CHECK: call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle [[H]])
// CHECK: [[P1:%[0-9]+]] = getelementptr inbounds [2 x %dx.types.Handle], [2 x %dx.types.Handle]* %{{[0-9]+}}, i32 0, i32 1
// CHECK: [[H1:%[0-9]+]] = load %dx.types.Handle, %dx.types.Handle* [[P1]]
// CHECK: call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle [[H1]])
export float4 f(Texture2D t[2], SamplerState s, float2 uv) { return t[0].Sample(s, uv) + t[1].Sample(s, uv); }
