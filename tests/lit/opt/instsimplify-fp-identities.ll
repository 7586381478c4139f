; RUN: hlslc-opt -S -passes=instsimplify %s | FileCheck %s
; LLVM 3.7's InstSimplify rules for floating-point operations, as DXC's
; optimiser applies them under HLSL's fast math: each fold needs the flags
; LLVM names, and without them the instruction stays.

; CHECK-LABEL: define float @fadd_zero_left(
; CHECK-NEXT: ret float %x
define float @fadd_zero_left(float %x) {
  %r = fadd nsz float 0.0, %x
  ret float %r
}

; +0.0 + x is not x without nsz (x may be -0.0) ...
; CHECK-LABEL: define float @fadd_zero_strict(
; CHECK: fadd float %x, 0.000000e+00
define float @fadd_zero_strict(float %x) {
  %r = fadd float %x, 0.0
  ret float %r
}

; ... unless x cannot be -0.0 (an integer converted)
; CHECK-LABEL: define float @fadd_zero_itofp(
; CHECK-NEXT: %f = uitofp i32 %i to float
; CHECK-NEXT: ret float %f
define float @fadd_zero_itofp(i32 %i) {
  %f = uitofp i32 %i to float
  %r = fadd float %f, 0.0
  ret float %r
}

; CHECK-LABEL: define float @fadd_neg(
; CHECK-NEXT: ret float 0.000000e+00
define float @fadd_neg(float %x) {
  %n = fsub ninf float 0.0, %x
  %r = fadd nnan float %x, %n
  ret float %r
}

; CHECK-LABEL: define float @fsub_negzero(
; CHECK-NEXT: ret float %x
define float @fsub_negzero(float %x) {
  %r = fsub nsz float %x, -0.0
  ret float %r
}

; CHECK-LABEL: define float @fsub_double_neg(
; CHECK-NEXT: ret float %x
define float @fsub_double_neg(float %x) {
  %n = fsub float -0.0, %x
  %r = fsub float 0.0, %n
  ret float %r
}

; CHECK-LABEL: define float @fsub_self(
; CHECK-NEXT: ret float 0.000000e+00
define float @fsub_self(float %x) {
  %r = fsub nnan float %x, %x
  ret float %r
}

; CHECK-LABEL: define float @fsub_self_strict(
; CHECK: fsub float %x, %x
define float @fsub_self_strict(float %x) {
  %r = fsub float %x, %x
  ret float %r
}

; CHECK-LABEL: define float @fdiv_zero(
; CHECK-NEXT: ret float 0.000000e+00
define float @fdiv_zero(float %x) {
  %r = fdiv fast float 0.0, %x
  ret float %r
}

; CHECK-LABEL: define float @fdiv_zero_nnan_only(
; CHECK: fdiv nnan float 0.000000e+00, %x
define float @fdiv_zero_nnan_only(float %x) {
  %r = fdiv nnan float 0.0, %x
  ret float %r
}

; CHECK-LABEL: define float @fdiv_self(
; CHECK-NEXT: ret float 1.000000e+00
define float @fdiv_self(float %x) {
  %r = fdiv nnan float %x, %x
  ret float %r
}

; CHECK-LABEL: define float @fdiv_neg_self(
; CHECK-NEXT: ret float -1.000000e+00
define float @fdiv_neg_self(float %x) {
  %n = fsub float 0.0, %x
  %r = fdiv nnan float %n, %x
  ret float %r
}

; CHECK-LABEL: define float @frem_zero(
; CHECK-NEXT: ret float 0.000000e+00
define float @frem_zero(float %x) {
  %r = frem fast float 0.0, %x
  ret float %r
}

; A shadow filter whose inputs are all zero: 0 * w summed and divided by
; the weights is 0 (DXC removes the loads that computed the weights).
; CHECK-LABEL: define float @weighted(
; CHECK-NEXT: ret float 0.000000e+00
define float @weighted(float %w, float %y) {
  %a = fmul fast float %w, 0.0
  %b = fdiv fast float 0.0, %y
  %c = fadd fast float %a, %b
  %d = fmul fast float %y, 2.0
  %e = fdiv fast float %c, %d
  ret float %e
}
