; RUN: hlslc-opt -S -passes=mem2reg %s | FileCheck %s
; Allocas whose address escapes, that are accessed with another type or
; through a GEP are not promoted; the others in the same function are.

declare void @use(ptr)

; CHECK-LABEL: define i32 @f(
; CHECK-NEXT: entry:
; CHECK-NEXT: %esc = alloca i32, align 4
; CHECK-NEXT: %arr = alloca [2 x i32], align 4
; CHECK-NEXT: store i32 1, ptr %esc, align 4
; CHECK-NEXT: call void @use(ptr %esc)
; CHECK-NEXT: %g = getelementptr inbounds [2 x i32], ptr %arr, i32 0, i32 1
; CHECK-NEXT: store i32 %a, ptr %g, align 4
; CHECK-NEXT: %l = load i32, ptr %g, align 4
; CHECK-NEXT: %s = add i32 %l, %a
; CHECK-NEXT: ret i32 %s
define i32 @f(i32 %a) {
entry:
  %esc = alloca i32, align 4
  %arr = alloca [2 x i32], align 4
  %ok = alloca i32, align 4
  store i32 1, ptr %esc, align 4
  call void @use(ptr %esc)
  store i32 %a, ptr %ok, align 4
  %g = getelementptr inbounds [2 x i32], ptr %arr, i32 0, i32 1
  store i32 %a, ptr %g, align 4
  %l = load i32, ptr %g, align 4
  %o = load i32, ptr %ok, align 4
  %s = add i32 %l, %o
  ret i32 %s
}
