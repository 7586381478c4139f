; RUN: hlslc-opt -S -passes=instsimplify %s | FileCheck %s
; Floating-point folding rounds to the operand type; casts and compares
; fold; x * 1.0 and x - 0.0 are x, but x + 0.0 is not (x may be -0.0).

; CHECK-LABEL: define void @fp(
; CHECK-NEXT: entry:
; CHECK-NEXT: store float 0x3FD5555560000000, ptr %p
; CHECK-NEXT: store double 0x3FD5555555555555, ptr %d
; CHECK-NEXT: store half 0xH3555, ptr %h
; CHECK-NEXT: store i32 -3, ptr %i
; CHECK-NEXT: store float 3.000000e+00, ptr %p
; CHECK-NEXT: store i1 true, ptr %b
; CHECK-NEXT: store i1 true, ptr %b
; CHECK-NEXT: store float %x, ptr %p
; CHECK-NEXT: store float %x, ptr %p
; CHECK-NEXT: %add0 = fadd float %x, 0.000000e+00
; CHECK-NEXT: store float %add0, ptr %p
; CHECK-NEXT: store float -2.500000e+00, ptr %p
; CHECK-NEXT: ret void
define void @fp(ptr %p, ptr %d, ptr %h, ptr %i, ptr %b, float %x) {
entry:
  %f1 = fdiv float 1.0, 3.0
  store float %f1, ptr %p
  %f2 = fdiv double 1.0, 3.0
  store double %f2, ptr %d
  %f3 = fdiv half 1.0, 3.0
  store half %f3, ptr %h
  %c1 = fptosi float -3.75 to i32
  store i32 %c1, ptr %i
  %c2 = sitofp i32 3 to float
  store float %c2, ptr %p
  %q1 = fcmp olt float 1.0, 2.0
  store i1 %q1, ptr %b
  %q2 = fcmp uno double 0x7FF8000000000000, 1.0
  store i1 %q2, ptr %b
  %m1 = fmul float %x, 1.0
  store float %m1, ptr %p
  %s0 = fsub float %x, 0.0
  store float %s0, ptr %p
  %add0 = fadd float %x, 0.0
  store float %add0, ptr %p
  %n = fneg float 2.5
  store float %n, ptr %p
  ret void
}
