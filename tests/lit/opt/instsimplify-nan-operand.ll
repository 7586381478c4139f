; RUN: hlslc-opt -S -passes=instsimplify %s | FileCheck %s
; An fadd/fsub/fmul/fdiv/frem with a NaN constant operand is that NaN (DXC's
; InstSimplify, fast-math flags or not): 0/0 folded in a shader stays NaN.

; CHECK-LABEL: define float @f(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret float 0x7FF8000000000000
define float @f(float %x) {
entry:
  %a = fmul fast float 0x7FF8000000000000, %x
  %b = fadd fast float %a, %x
  %c = fsub float %x, %b
  %d = fdiv fast float %x, %c
  %e = frem float %d, %x
  ret float %e
}

; CHECK-LABEL: define float @g(
; CHECK: fmul fast float %x, 2.000000e+00
define float @g(float %x) {
entry:
  %a = fmul fast float %x, 2.0
  ret float %a
}
