; cbuffer rows: cbufferLoadLegacy on a createHandle of class 2 (CBuffer)
; below SM 6.6; the row struct's extracts read the named CBufRet.
; RUN: hlslc-opt -S -dxil-op-lower %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.0-compute"

; CHECK: [[H:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
; CHECK: [[R:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[H]], i32 1)
; CHECK: [[W:%.*]] = extractvalue %dx.types.CBufRet.f32 [[R]], 3
; CHECK: [[Q:%.*]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[H]], i32 0)
; CHECK: extractvalue %dx.types.CBufRet.i32 [[Q]], 1
; CHECK: declare %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32) #[[#RO:]]
; CHECK: attributes #[[#RO]] = { nounwind memory(read) }

define float @main() {
  %cb = call target("dx.CBuffer", target("dx.Layout", { float, i32, <2 x float>, <4 x float> }, 32, 0, 4, 8, 16)) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %r1 = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32(target("dx.CBuffer", target("dx.Layout", { float, i32, <2 x float>, <4 x float> }, 32, 0, 4, 8, 16)) %cb, i32 1)
  %w = extractvalue { float, float, float, float } %r1, 3
  %r0 = call { i32, i32, i32, i32 } @llvm.dx.resource.load.cbufferrow.4.i32.i32.i32.i32(target("dx.CBuffer", target("dx.Layout", { float, i32, <2 x float>, <4 x float> }, 32, 0, 4, 8, 16)) %cb, i32 0)
  %o = extractvalue { i32, i32, i32, i32 } %r0, 1
  %f = sitofp i32 %o to float
  %s = fadd float %w, %f
  ret float %s
}
