; SM 6.0 handles: dx.op.createHandle becomes llvm.dx.resource.handlefrombinding
; with the target type rebuilt from the dx.resources record (element type
; from the record's `%class* undef`, writeable for UAVs), the index made
; relative to the lower bound, names as private strings; bufferLoad /
; bufferStore on typed buffers become load/store.typedbuffer, with the
; ResRet components extracted from the returned vector and the status
; check from its i1. dx.resources is dropped once every handle is converted.
; RUN: hlslc-opt -S -dxil-upgrade %s | FileCheck %s

target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%"class.Buffer<vector<float, 4> >" = type { <4 x float> }
%"class.RWBuffer<float>" = type { float }

; CHECK: @In.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
; CHECK: @Out.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; CHECK-LABEL: define void @main()
; CHECK-NEXT: %idx = call i32 @llvm.dx.thread.id(i32 0)
; CHECK-NEXT: %h0 = call target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32 0, i32 3, i32 1, i32 0, ptr @In.str)
; CHECK-NEXT: [[REL:%[0-9]+]] = sub i32 %idx, 2
; CHECK-NEXT: %h1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 2, i32 4, i32 [[REL]], ptr @Out.str)
; CHECK-NEXT: %r = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0) %h0, i32 5)
; CHECK-NEXT: [[VAL:%[0-9]+]] = extractvalue { <4 x float>, i1 } %r, 0
; CHECK-NEXT: [[CHK:%[0-9]+]] = extractvalue { <4 x float>, i1 } %r, 1
; CHECK-NEXT: %x = extractelement <4 x float> [[VAL]], i32 0
; CHECK-NEXT: %w = extractelement <4 x float> [[VAL]], i32 3
; CHECK-NEXT: %s = fadd fast float %x, %w
; CHECK-NEXT: %z = select i1 [[CHK]], float %s, float 0.000000e+00
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %h1, i32 7, float %z)
; CHECK-NEXT: ret void
; CHECK-NOT: dx.op.
; CHECK-NOT: !dx.resources
define void @main() {
  %idx = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %h0 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 3, i1 false)
  %h1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 %idx, i1 false)
  %r = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %h0, i32 5, i32 undef)
  %x = extractvalue %dx.types.ResRet.f32 %r, 0
  %w = extractvalue %dx.types.ResRet.f32 %r, 3
  %st = extractvalue %dx.types.ResRet.f32 %r, 4
  %ok = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %st)
  %s = fadd fast float %x, %w
  %z = select i1 %ok, float %s, float 0.000000e+00
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %h1, i32 7, i32 undef, float %z, float %z, float %z, float %z, i8 15)
  ret void
}

declare i32 @dx.op.threadId.i32(i32, i32) #0
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #1
declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32) #1
declare i1 @dx.op.checkAccessFullyMapped.i32(i32, i32) #1
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #2

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind readonly }
attributes #2 = { nounwind }

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!9}

!0 = !{i32 1, i32 0}
!1 = !{!"cs", i32 6, i32 0}
!2 = !{!3, !5, null, null}
!3 = !{!4}
!4 = !{i32 0, %"class.Buffer<vector<float, 4> >"* undef, !"In", i32 0, i32 3, i32 1, i32 10, i32 0, !7}
!5 = !{!6}
!6 = !{i32 0, [4 x %"class.RWBuffer<float>"]* undef, !"Out", i32 1, i32 2, i32 4, i32 10, i1 false, i1 false, i1 false, !8}
!7 = !{i32 0, i32 9}
!8 = !{i32 0, i32 9}
!9 = !{void ()* @main, !"main", null, !2, !10}
!10 = !{i32 4, !11}
!11 = !{i32 8, i32 1, i32 1}
