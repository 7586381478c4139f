; The reader accepts a small module and hlslc-opt prints it back unchanged
; in LLVM's syntax (no passes run).
; RUN: hlslc-opt -S %s | FileCheck %s

; CHECK: target triple = "dxil-pc-shadermodel6.0-compute"
target triple = "dxil-pc-shadermodel6.0-compute"

; CHECK: define i32 @f(i32 %a, ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %b = add nsw i32 %a, 1
; CHECK-NEXT:   store i32 %b, ptr %p, align 4
; CHECK-NEXT:   ret i32 %b
; CHECK-NEXT: }
define i32 @f(i32 %a, ptr %p) {
entry:
  %b = add nsw i32 %a, 1
  store i32 %b, ptr %p, align 4
  ret i32 %b
}
