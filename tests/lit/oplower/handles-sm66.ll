; From SM 6.6 handles are createHandleFromBinding(ResBind {lower, upper,
; space, class}, index, non-uniform) + annotateHandle(ResourceProperties),
; named <handle>_annot like LLVM. A range of 4 (t2..t5, space 1) indexed
; through NonUniformResourceIndex gets an absolute index and i1 true.
; RUN: hlslc-opt -S -dxil-op-lower %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

; CHECK-LABEL: define void @main(i32 %i)
; CHECK: [[IDX:%.*]] = add i32 %i, 2
; CHECK: [[BIND:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 5, i32 1, i8 0 }, i32 [[IDX]], i1 true) #[[#RN:]]
; CHECK: %arr_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BIND]], %dx.types.ResourceProperties { i32 10, i32 265 }) #[[#RN]]
; CHECK: [[UB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 1 }, i32 3, i1 false)
; CHECK: %out_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[UB]], %dx.types.ResourceProperties { i32 4620, i32 8 })
; CHECK: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %arr_annot, i32 0, i32 undef)
; CHECK: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out_annot, i32 %i, i32 4, float %{{.*}}, float undef, float undef, float undef, i8 1, i32 4)
; CHECK-NOT: nonuniformindex
; CHECK: attributes #[[#RN]] = { nounwind memory(none) }

define void @main(i32 %i) {
  %nu = call i32 @llvm.dx.resource.nonuniformindex(i32 %i)
  %arr = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 1, i32 2, i32 4, i32 %nu, ptr null)
  %out = call target("dx.RawBuffer", { float, float }, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_sl_f32f32s_1_0t(i32 0, i32 3, i32 1, i32 0, ptr null)
  %l = call { float, i1 } @llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0) %arr, i32 0)
  %v = extractvalue { float, i1 } %l, 0
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_sl_f32f32s_1_0t.f32(target("dx.RawBuffer", { float, float }, 1, 0) %out, i32 %i, i32 4, float %v)
  ret void
}
