; SM 6.6 handles: createHandleFromBinding (matched to its dx.resources
; record by class, space and lower bound) plus annotateHandle become one
; handlefrombinding; every annotation of the same binding uses it. A
; non-uniform index goes through llvm.dx.resource.nonuniformindex.
; rawBufferLoad/Store become load/store.rawbuffer sized by their masks,
; cbufferLoadLegacy becomes load.cbufferrow.4 (same extractvalue users),
; bufferUpdateCounter becomes updatecounter.
; RUN: hlslc-opt -S -dxil-upgrade %s | FileCheck %s

target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.CBufRet.i32 = type { i32, i32, i32, i32 }
%struct.ByteAddressBuffer = type { i32 }
%"class.RWStructuredBuffer<int>" = type { i32 }
%Config = type { i32, i32 }

; CHECK-LABEL: define void @main()
; CHECK-NEXT: %rw = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
; CHECK-NEXT: %tid = call i32 @llvm.dx.flattened.thread.id.in.group()
; CHECK-NEXT: [[NU:%[0-9]+]] = call i32 @llvm.dx.resource.nonuniformindex(i32 %tid)
; CHECK-NEXT: %ro = call target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_0_0t(i32 0, i32 0, i32 4, i32 [[NU]], ptr null)
; CHECK-NEXT: %cb = call target("dx.CBuffer", %Config) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s_Configst(i32 0, i32 0, i32 1, i32 0, ptr null)
; CHECK-NEXT: %row = call { i32, i32, i32, i32 } @llvm.dx.resource.load.cbufferrow.4.i32.i32.i32.i32.tdx.CBuffer_s_Configst(target("dx.CBuffer", %Config) %cb, i32 0)
; CHECK-NEXT: %n = extractvalue { i32, i32, i32, i32 } %row, 1
; CHECK-NEXT: %ld = call { <2 x i32>, i1 } @llvm.dx.resource.load.rawbuffer.v2i32.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) %ro, i32 %n, i32 undef)
; CHECK-NEXT: [[V:%[0-9]+]] = extractvalue { <2 x i32>, i1 } %ld, 0
; CHECK-NEXT: %a = extractelement <2 x i32> [[V]], i32 0
; CHECK-NEXT: %b = extractelement <2 x i32> [[V]], i32 1
; CHECK-NEXT: %s = add i32 %a, %b
; CHECK-NEXT: %c = call i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %rw, i8 1)
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i32_1_0t.i32(target("dx.RawBuffer", i32, 1, 0) %rw, i32 %c, i32 0, i32 %s)
; CHECK-NEXT: ret void
; CHECK-NOT: @dx.op.
define void @main() {
  %b1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %tid = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %b2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 3, i32 0, i8 0 }, i32 %tid, i1 true)
  %b3 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)
  %cb = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b3, %dx.types.ResourceProperties { i32 13, i32 8 })
  %row = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %cb, i32 0)
  %n = extractvalue %dx.types.CBufRet.i32 %row, 1
  %ro = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b2, %dx.types.ResourceProperties { i32 11, i32 0 })
  %ld = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %ro, i32 %n, i32 undef, i8 3, i32 4)
  %a = extractvalue %dx.types.ResRet.i32 %ld, 0
  %b = extractvalue %dx.types.ResRet.i32 %ld, 1
  %s = add i32 %a, %b
  %rw = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b1, %dx.types.ResourceProperties { i32 4108, i32 4 })
  %c = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %rw, i8 1)
  %rw2 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b1, %dx.types.ResourceProperties { i32 4108, i32 4 })
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %rw2, i32 %c, i32 0, i32 %s, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #0
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #0
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32) #0
declare %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32, %dx.types.Handle, i32) #1
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32) #1
declare i32 @dx.op.bufferUpdateCounter(i32, %dx.types.Handle, i8) #2
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #2

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind readonly }
attributes #2 = { nounwind }

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!10}

!0 = !{i32 1, i32 6}
!1 = !{!"cs", i32 6, i32 6}
!2 = !{!3, !5, !8, null}
!3 = !{!4}
!4 = !{i32 0, [4 x %struct.ByteAddressBuffer]* undef, !"", i32 0, i32 0, i32 4, i32 11, i32 0, null}
!5 = !{!6}
!6 = !{i32 0, %"class.RWStructuredBuffer<int>"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 true, i1 false, !7}
!7 = !{i32 1, i32 4}
!8 = !{!9}
!9 = !{i32 0, %Config* undef, !"", i32 0, i32 0, i32 1, i32 8, null}
!10 = !{void ()* @main, !"main", null, !2, !11}
!11 = !{i32 0, i64 16, i32 4, !12}
!12 = !{i32 32, i32 1, i32 1}
