; RUN: hlslc-opt -S -passes=sroa %s | FileCheck %s
; A local array filled with constants (each element once, before any read)
; and then indexed dynamically becomes an internal constant global, like
; DXC's hoisted constant arrays. An array written after a read, or with a
; non-constant element, stays local.

; CHECK: @tbl.hca = internal unnamed_addr constant [3 x i32] [i32 10, i32 20, i32 30], align 4
; CHECK-NOT: @late.hca
; CHECK-NOT: @var.hca

; CHECK-LABEL: define i32 @lookup(
; CHECK-NEXT: entry:
; CHECK-NEXT: %p = getelementptr inbounds [3 x i32], ptr @tbl.hca, i32 0, i32 %i
; CHECK-NEXT: %v = load i32, ptr %p, align 4
; CHECK-NEXT: ret i32 %v
define i32 @lookup(i32 %i) {
entry:
  %tbl = alloca [3 x i32], align 4
  %e0 = getelementptr inbounds [3 x i32], ptr %tbl, i32 0, i32 0
  store i32 10, ptr %e0, align 4
  %e2 = getelementptr inbounds [3 x i32], ptr %tbl, i32 0, i32 2
  store i32 30, ptr %e2, align 4
  %e1 = getelementptr inbounds [3 x i32], ptr %tbl, i32 0, i32 1
  store i32 20, ptr %e1, align 4
  %p = getelementptr inbounds [3 x i32], ptr %tbl, i32 0, i32 %i
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

; CHECK-LABEL: define i32 @late(
; CHECK: %late = alloca [2 x i32]
define i32 @late(i32 %i) {
entry:
  %late = alloca [2 x i32], align 4
  %e0 = getelementptr inbounds [2 x i32], ptr %late, i32 0, i32 0
  store i32 1, ptr %e0, align 4
  %p = getelementptr inbounds [2 x i32], ptr %late, i32 0, i32 %i
  %v = load i32, ptr %p, align 4
  %e1 = getelementptr inbounds [2 x i32], ptr %late, i32 0, i32 1
  store i32 2, ptr %e1, align 4
  ret i32 %v
}

; CHECK-LABEL: define i32 @var(
; CHECK: %var = alloca [2 x i32]
define i32 @var(i32 %i, i32 %x) {
entry:
  %var = alloca [2 x i32], align 4
  %e0 = getelementptr inbounds [2 x i32], ptr %var, i32 0, i32 0
  store i32 1, ptr %e0, align 4
  %e1 = getelementptr inbounds [2 x i32], ptr %var, i32 0, i32 1
  store i32 %x, ptr %e1, align 4
  %p = getelementptr inbounds [2 x i32], ptr %var, i32 0, i32 %i
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
