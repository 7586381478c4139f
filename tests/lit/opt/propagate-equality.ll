; RUN: hlslc-opt -S -passes=propagate-equality %s | FileCheck %s
; What a branch condition proves holds in the blocks only its edge reaches:
; x == C (integers; FP constants other than zero and NaN), the condition
; itself, the parts of a true `and` / a false `or`.

; CHECK-LABEL: define i32 @int_eq(
; CHECK: then:
; CHECK-NEXT: %r = add i32 7, 1
; CHECK: else:
; CHECK-NEXT: %s = add i32 %x, 1
define i32 @int_eq(i32 %x) {
entry:
  %c = icmp eq i32 %x, 7
  br i1 %c, label %then, label %else
then:
  %r = add i32 %x, 1
  ret i32 %r
else:
  %s = add i32 %x, 1
  ret i32 %s
}

; CHECK-LABEL: define i32 @int_ne(
; CHECK: else:
; CHECK-NEXT: %s = add i32 3, 1
define i32 @int_ne(i32 %x) {
entry:
  %c = icmp ne i32 %x, 3
  br i1 %c, label %then, label %else
then:
  ret i32 0
else:
  %s = add i32 %x, 1
  ret i32 %s
}

; CHECK-LABEL: define float @fp(
; CHECK: then:
; CHECK-NEXT: %r = fmul float 5.000000e-01, 2.000000e+00
define float @fp(float %x) {
entry:
  %c = fcmp fast oeq float %x, 0.5
  br i1 %c, label %then, label %else
then:
  %r = fmul float %x, 2.0
  ret float %r
else:
  ret float %x
}

; -0.0 == 0.0: x is not known to be +0.0
; CHECK-LABEL: define float @fp_zero(
; CHECK: then:
; CHECK-NEXT: %r = fmul float %x, 2.000000e+00
define float @fp_zero(float %x) {
entry:
  %c = fcmp oeq float %x, 0.0
  br i1 %c, label %then, label %else
then:
  %r = fmul float %x, 2.0
  ret float %r
else:
  ret float %x
}

; CHECK-LABEL: define i32 @and_parts(
; CHECK: then:
; CHECK-NEXT: %r = add i32 1, 2
; CHECK-NEXT: %d = select i1 true, i32 %r, i32 0
define i32 @and_parts(i32 %x, i32 %y) {
entry:
  %a = icmp eq i32 %x, 1
  %b = icmp eq i32 %y, 2
  %c = and i1 %a, %b
  br i1 %c, label %then, label %else
then:
  %r = add i32 %x, %y
  %d = select i1 %a, i32 %r, i32 0
  ret i32 %d
else:
  ret i32 0
}

; a join block reached from both edges learns nothing
; CHECK-LABEL: define i32 @join(
; CHECK: done:
; CHECK-NEXT: %r = add i32 %x, 1
define i32 @join(i32 %x) {
entry:
  %c = icmp eq i32 %x, 7
  br i1 %c, label %done, label %other
other:
  br label %done
done:
  %r = add i32 %x, 1
  ret i32 %r
}
