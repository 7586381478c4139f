; dx.op calls on constant operands fold under DXC's rules (DxilConstantFolding):
; bit-field extract/insert take width and offset modulo the value's width, and
; floating-point operands must be finite.
; RUN: hlslc-opt -S -passes=instsimplify %s | FileCheck %s

; CHECK-LABEL: define void @f(
; Ubfe(4, 4, 0xABCD) = 0xC; Ibfe sign-extends it to -4
; CHECK-NEXT: store i32 12, ptr %p
; CHECK-NEXT: store i32 -4, ptr %p
; Bfi(8, 8, 0xFF, 0x12345678) = 0x1234FF78
; CHECK-NEXT: store i32 305463160, ptr %p
; MakeDouble(lo 0, hi 0x3FF00000) = 1.0
; CHECK-NEXT: store double 1.000000e+00, ptr %q
; width 0 extracts nothing
; CHECK-NEXT: store i32 0, ptr %p
; width + offset past the top: a plain shift right, logical or arithmetic
; CHECK-NEXT: store i32 15, ptr %p
; CHECK-NEXT: store i32 -1, ptr %p
; folding feeds further folding
; CHECK-NEXT: store i32 0, ptr %p
; an infinite operand is not folded
; CHECK-NEXT: %i = call float @dx.op.binary.f32(i32 35, float 0x7FF0000000000000, float 1.000000e+00)
; CHECK-NEXT: store float %i, ptr %q

define void @f(ptr %p, ptr %q) {
  %a = call i32 @dx.op.tertiary.i32(i32 52, i32 4, i32 4, i32 43981)
  store i32 %a, ptr %p
  %b = call i32 @dx.op.tertiary.i32(i32 51, i32 4, i32 4, i32 43981)
  store i32 %b, ptr %p
  %c = call i32 @dx.op.quaternary.i32(i32 53, i32 8, i32 8, i32 255, i32 305419896)
  store i32 %c, ptr %p
  %d = call double @dx.op.makeDouble.f64(i32 101, i32 0, i32 1072693248)
  store double %d, ptr %q
  %e = call i32 @dx.op.tertiary.i32(i32 52, i32 0, i32 4, i32 43981)
  store i32 %e, ptr %p
  %f = call i32 @dx.op.tertiary.i32(i32 52, i32 8, i32 28, i32 -1)
  store i32 %f, ptr %p
  %g = call i32 @dx.op.tertiary.i32(i32 51, i32 8, i32 28, i32 -1)
  store i32 %g, ptr %p
  %h = call i32 @dx.op.tertiary.i32(i32 52, i32 4, i32 4, i32 %a)
  store i32 %h, ptr %p
  %i = call float @dx.op.binary.f32(i32 35, float 0x7FF0000000000000, float 1.0)
  store float %i, ptr %q
  ret void
}
declare i32 @dx.op.tertiary.i32(i32, i32, i32, i32)
declare i32 @dx.op.quaternary.i32(i32, i32, i32, i32, i32)
declare double @dx.op.makeDouble.f64(i32, i32, i32)
declare float @dx.op.binary.f32(i32, float, float)
