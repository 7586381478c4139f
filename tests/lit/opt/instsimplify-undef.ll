; RUN: hlslc-opt -S -passes=instsimplify %s | FileCheck %s
; LLVM 3.7's folds of an undef operand, which DXC applies: the constant
; folder's table when both operands are constants, InstructionSimplify's
; rules otherwise. An instruction left reading undef fails DXC's validator.

; CHECK-LABEL: define i32 @bool_of_undef(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret i32 0
define i32 @bool_of_undef() {
entry:
  %c = icmp ne i32 undef, 0
  %z = zext i1 %c to i32
  ret i32 %z
}

; CHECK-LABEL: define i1 @cmp_order(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret i1 true
define i1 @cmp_order(i32 %x) {
entry:
  %c = icmp uge i32 %x, undef
  ret i1 %c
}

; CHECK-LABEL: define i1 @cmp_const_order(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret i1 false
define i1 @cmp_const_order() {
entry:
  %c = icmp slt i32 undef, 7
  ret i1 %c
}

; CHECK-LABEL: define i1 @fcmp(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret i1 true
define i1 @fcmp(float %x) {
entry:
  %c = fcmp ult float %x, undef
  ret i1 %c
}

; CHECK-LABEL: define i32 @int_ops(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret i32 -1
define i32 @int_ops(i32 %x) {
entry:
  %a = and i32 %x, undef
  %o = or i32 %x, undef
  %s = add i32 %a, %o
  ret i32 %s
}

; CHECK-LABEL: define i32 @mul_odd(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret i32 undef
define i32 @mul_odd() {
entry:
  %m = mul i32 undef, 3
  ret i32 %m
}

; CHECK-LABEL: define i32 @mul_even(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret i32 0
define i32 @mul_even() {
entry:
  %m = mul i32 undef, 4
  ret i32 %m
}

; CHECK-LABEL: define i32 @shifts(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret i32 undef
define i32 @shifts(i32 %x) {
entry:
  %a = shl i32 %x, undef
  %b = lshr i32 undef, %x
  %r = add i32 %a, %b
  ret i32 %r
}

; CHECK-LABEL: define i32 @div_rem(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret i32 undef
define i32 @div_rem(i32 %x) {
entry:
  %a = udiv i32 undef, %x
  %b = srem i32 %x, undef
  %r = xor i32 %a, %b
  ret i32 %r
}

; CHECK-LABEL: define float @casts(
; CHECK-NEXT: entry:
; CHECK-NEXT: %f = fadd float 0.000000e+00, undef
; CHECK-NEXT: ret float %f
define float @casts() {
entry:
  %a = sitofp i32 undef to float
  %b = fptrunc double undef to float
  %f = fadd float %a, %b
  ret float %f
}

; CHECK-LABEL: define i32 @select_undef(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret i32 %y
define i32 @select_undef(i1 %c, i32 %y) {
entry:
  %s = select i1 %c, i32 undef, i32 %y
  ret i32 %s
}

; CHECK-LABEL: define <2 x i32> @vector_or(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret <2 x i32> splat (i32 -1)
define <2 x i32> @vector_or(<2 x i32> %v) {
entry:
  %o = or <2 x i32> %v, undef
  ret <2 x i32> %o
}
