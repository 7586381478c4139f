; Byte-address and structured buffers: rawBufferLoad/Store with the element
; mask and alignment from SM 6.2, bufferLoad/Store before it. A raw
; (byte-address) load passes its poison element index as undef.
; RUN: hlslc-opt -S -dxil-op-lower -mtriple=dxil-pc-shadermodel6.6-compute %s | FileCheck %s --check-prefix=SM66
; RUN: hlslc-opt -S -dxil-op-lower -mtriple=dxil-pc-shadermodel6.0-compute %s | FileCheck %s --check-prefix=SM60

; SM66: [[L:%.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %src_annot, i32 %off, i32 undef, i8 7, i32 4)
; SM66: [[X:%.*]] = extractvalue %dx.types.ResRet.i32 [[L]], 2
; SM66: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %dst_annot, i32 %off, i32 undef, i32 [[X]], i32 [[X]], i32 undef, i32 undef, i8 3, i32 4)
; SM60: [[L:%.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[S:%.*]], i32 %off, i32 undef)
; SM60: [[X:%.*]] = extractvalue %dx.types.ResRet.i32 [[L]], 2
; SM60: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[D:%.*]], i32 %off, i32 undef, i32 [[X]], i32 [[X]], i32 undef, i32 undef, i8 3)
; SM60-NOT: rawBuffer

define void @main(i32 %off) {
  %src = call target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %dst = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %l = call { <3 x i32>, i1 } @llvm.dx.resource.load.rawbuffer.v3i32.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) %src, i32 %off, i32 poison)
  %v = extractvalue { <3 x i32>, i1 } %l, 0
  %x = extractelement <3 x i32> %v, i32 2
  %w0 = insertelement <2 x i32> poison, i32 %x, i32 0
  %w1 = insertelement <2 x i32> %w0, i32 %x, i32 1
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v2i32(target("dx.RawBuffer", i8, 1, 0) %dst, i32 %off, i32 poison, <2 x i32> %w1)
  ret void
}
