; A declared overloaded intrinsic whose name lacks the right suffix is
; renamed to the mangled name (LLVM remangles on load); a misspelled suffix
; that mangles to an existing declaration is merged into it.
; RUN: hlslc-opt -S %s | FileCheck %s

; CHECK: call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(
; CHECK: call <4 x double> @llvm.dx.wave.reduce.sum.v4f64(<4 x double> %x)
; CHECK-NOT: TypedBuffer_f32_0_0_0(
; CHECK-NOT: v464
; CHECK: declare <4 x double> @llvm.dx.wave.reduce.sum.v4f64(<4 x double>)
; CHECK: declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr)

define <4 x double> @main(<4 x double> %x) {
  %h = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0(i32 0, i32 0, i32 1, i32 0, ptr null)
  %r = call <4 x double> @llvm.dx.wave.reduce.sum.v464(<4 x double> %x)
  ret <4 x double> %r
}

declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0(i32, i32, i32, i32, ptr)
declare <4 x double> @llvm.dx.wave.reduce.sum.v4f64(<4 x double>)
