; Native-vector overloads exist from shader model 6.9 only: below it an
; unscalarized vector op is rejected, from 6.9 it lowers to the v4f32 op.
; RUN: not hlslc-opt -S -dxil-op-lower -mtriple=dxil-pc-shadermodel6.8-library %s 2>&1 | FileCheck %s --check-prefix=OLD
; RUN: hlslc-opt -S -dxil-op-lower -mtriple=dxil-pc-shadermodel6.9-library %s | FileCheck %s --check-prefix=NEW
; OLD: error: Cos overload <4 x float> is not allowed in shader model 6.8 (requires shader model 6.9)
; NEW: call <4 x float> @dx.op.unary.v4f32(i32 12, <4 x float> %v)
; NEW: declare <4 x float> @dx.op.unary.v4f32(i32, <4 x float>) #[[#A:]]
; NEW: attributes #[[#A]] = { nounwind memory(none) }

define <4 x float> @f(<4 x float> %v) {
  %r = call <4 x float> @llvm.cos.v4f32(<4 x float> %v)
  ret <4 x float> %r
}

declare <4 x float> @llvm.cos.v4f32(<4 x float>)
