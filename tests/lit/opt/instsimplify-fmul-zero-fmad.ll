; RUN: hlslc-opt -S -passes=instsimplify %s | FileCheck %s
; With no-NaNs and no-signed-zeros (DXC's fast math) x * 0 is 0, and a
; multiply-add by +0.0 (or integer 0) is its addend (DXC's DxilSimplify):
; mul() by a matrix with zero entries leaves no dead terms.

; CHECK-LABEL: define float @fmul_zero(
; CHECK-NEXT: ret float 0.000000e+00
define float @fmul_zero(float %x) {
  %m = fmul fast float 0.000000e+00, %x
  ret float %m
}

; CHECK-LABEL: define float @fmul_zero_strict(
; CHECK-NEXT: %m = fmul float %x, 0.000000e+00
define float @fmul_zero_strict(float %x) {
  %m = fmul float %x, 0.000000e+00
  ret float %m
}

; CHECK-LABEL: define float @fmad_zero(
; CHECK-NEXT: ret float %c
define float @fmad_zero(float %b, float %c) {
  %r = call fast float @dx.op.tertiary.f32(i32 46, float 0.000000e+00, float %b, float %c)
  ret float %r
}

; A precise one (no fast-math flags in hlslc's IR, or !dx.precise) stays.
; CHECK-LABEL: define float @fmad_zero_precise(
; CHECK-NEXT: %r = call float @dx.op.tertiary.f32(i32 46, float 0.000000e+00
; CHECK-NEXT: %s = call fast float @dx.op.tertiary.f32(i32 46, float 0.000000e+00
define float @fmad_zero_precise(float %b, float %c) {
  %r = call float @dx.op.tertiary.f32(i32 46, float 0.000000e+00, float %b, float %c)
  %s = call fast float @dx.op.tertiary.f32(i32 46, float 0.000000e+00, float %b, float %r), !dx.precise !0
  ret float %s
}

; A negative zero is not DXC's zero: the call stays.
; CHECK-LABEL: define float @fmad_negzero(
; CHECK-NEXT: %r = call fast float @dx.op.tertiary.f32(i32 46, float -0.000000e+00
define float @fmad_negzero(float %b, float %c) {
  %r = call fast float @dx.op.tertiary.f32(i32 46, float -0.000000e+00, float %b, float %c)
  ret float %r
}

; CHECK-LABEL: define i32 @imad_umax(
; CHECK-NEXT: ret i32 %c
define i32 @imad_umax(i32 %a, i32 %c) {
  %r = call i32 @dx.op.tertiary.i32(i32 48, i32 %a, i32 0, i32 %c)
  %u = call i32 @dx.op.binary.i32(i32 39, i32 0, i32 %r)
  ret i32 %u
}

declare float @dx.op.tertiary.f32(i32, float, float, float)
declare i32 @dx.op.tertiary.i32(i32, i32, i32, i32)
declare i32 @dx.op.binary.i32(i32, i32, i32)

!0 = !{i32 1}
