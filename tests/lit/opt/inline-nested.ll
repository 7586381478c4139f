; RUN: hlslc-opt -S -passes=inline %s | FileCheck %s
; Callees are flattened first, so a chain of calls ends up entirely in the
; entry point; an external function that is still referenced stays, and
; declarations are never inlined.

declare float @llvm.sqrt.f32(float)

; CHECK-LABEL: define float @leaf(
; CHECK-LABEL: define void @main(
; CHECK-NOT: call float @leaf
; CHECK-NOT: call float @mid
; CHECK: call float @llvm.sqrt.f32(float
; CHECK: store float
; CHECK-NOT: @mid

define float @leaf(float %x) {
entry:
  %s = call float @llvm.sqrt.f32(float %x)
  ret float %s
}

define internal float @mid(float %x) {
entry:
  %a = call float @leaf(float %x)
  %b = fadd float %a, 1.0
  ret float %b
}

define void @main(ptr %p) {
entry:
  %v = call float @mid(float 4.0)
  store float %v, ptr %p, align 4
  ret void
}
