; Below SM 6.6 handles come from createHandle(class, range ID, index,
; non-uniform), with the range ID from the resource analysis and the index
; biased by the range's lower bound (DXC's vector_add at cs_6_0).
; RUN: hlslc-opt -S -dxil-op-lower %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.0-compute"

; CHECK-LABEL: define void @main()
; CHECK: [[A:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false) #[[#RO:]]
; CHECK: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false) #[[#RO]]
; CHECK: [[C:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false) #[[#RO]]
; CHECK: [[ID:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0) #[[#RN:]]
; CHECK: [[LA:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[A]], i32 [[ID]], i32 undef) #[[#RO]]
; CHECK-NEXT: [[A0:%.*]] = extractvalue %dx.types.ResRet.f32 [[LA]], 0
; CHECK-NEXT: [[A1:%.*]] = extractvalue %dx.types.ResRet.f32 [[LA]], 1
; CHECK: [[LB:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[B]], i32 [[ID]], i32 undef)
; CHECK-NEXT: [[B0:%.*]] = extractvalue %dx.types.ResRet.f32 [[LB]], 0
; CHECK-NEXT: [[B1:%.*]] = extractvalue %dx.types.ResRet.f32 [[LB]], 1
; CHECK: [[S0:%.*]] = fadd fast float [[A0]], [[B0]]
; CHECK: [[S1:%.*]] = fadd fast float [[A1]], [[B1]]
; CHECK-NOT: insertelement
; CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[C]], i32 [[ID]], i32 undef, float [[S0]], float [[S1]], float [[S0]], float [[S0]], i8 15){{$}}
; CHECK-NOT: casthandle
; CHECK-DAG: declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #[[#RO]]
; CHECK-DAG: declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #[[#NU:]]
; CHECK-DAG: attributes #[[#RO]] = { nounwind memory(read) }
; CHECK-DAG: attributes #[[#RN]] = { nounwind memory(none) }
; CHECK-DAG: attributes #[[#NU]] = { nounwind }

define void @main() {
  %A = call target("dx.TypedBuffer", <2 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2f32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %B = call target("dx.TypedBuffer", <2 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2f32_0_0_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
  %C = call target("dx.TypedBuffer", <2 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %id = call i32 @llvm.dx.thread.id(i32 0)
  %la = call { <2 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v2f32.tdx.TypedBuffer_v2f32_0_0_0t(target("dx.TypedBuffer", <2 x float>, 0, 0, 0) %A, i32 %id)
  %va = extractvalue { <2 x float>, i1 } %la, 0
  %a0 = extractelement <2 x float> %va, i64 0
  %a1 = extractelement <2 x float> %va, i64 1
  %lb = call { <2 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v2f32.tdx.TypedBuffer_v2f32_0_0_0t(target("dx.TypedBuffer", <2 x float>, 0, 0, 0) %B, i32 %id)
  %vb = extractvalue { <2 x float>, i1 } %lb, 0
  %b0 = extractelement <2 x float> %vb, i64 0
  %b1 = extractelement <2 x float> %vb, i64 1
  %s0 = fadd fast float %a0, %b0
  %s1 = fadd fast float %a1, %b1
  %v0 = insertelement <2 x float> poison, float %s0, i64 0
  %v1 = insertelement <2 x float> %v0, float %s1, i64 1
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v2f32_1_0_0t.v2f32(target("dx.TypedBuffer", <2 x float>, 1, 0, 0) %C, i32 %id, <2 x float> %v1)
  ret void
}
