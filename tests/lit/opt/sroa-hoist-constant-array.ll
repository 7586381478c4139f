; RUN: hlslc-opt -S -passes=sroa %s | FileCheck %s
; A local array whose every store writes a constant to a constant index and
; that is indexed dynamically becomes an internal constant global, like
; DXC's hoisted constant arrays (HoistConstantArray). Order does not matter
; (a slot read before its store is undef in the source), an element never
; stored is undef, one slot may be stored twice with the same constant; an
; array with a non-constant element, a non-constant store index or two
; different constants in one slot stays local.

; CHECK: @tbl.hca = internal unnamed_addr constant [3 x i32] [i32 10, i32 20, i32 30], align 4
; CHECK: @late.hca = internal unnamed_addr constant [2 x i32] [i32 1, i32 2], align 4
; CHECK: @part.hca = internal unnamed_addr constant [3 x float] [float 1.000000e+00, float undef, float 3.000000e+00], align 4
; CHECK: @twice.hca = internal unnamed_addr constant [2 x i32] [i32 7, i32 8], align 4
; CHECK-NOT: @var.hca
; CHECK-NOT: @clash.hca
; CHECK-NOT: @dyn.hca

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
; CHECK-NOT: alloca
; CHECK: getelementptr inbounds [2 x i32], ptr @late.hca, i32 0, i32 %i
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

; CHECK-LABEL: define float @part(
; CHECK-NOT: alloca
define float @part(i32 %i, i1 %c) {
entry:
  %part = alloca [3 x float], align 4
  %e0 = getelementptr inbounds [3 x float], ptr %part, i32 0, i32 0
  store float 1.0, ptr %e0, align 4
  br i1 %c, label %then, label %join
then:
  %e2 = getelementptr inbounds [3 x float], ptr %part, i32 0, i32 2
  store float 3.0, ptr %e2, align 4
  br label %join
join:
  %p = getelementptr inbounds [3 x float], ptr %part, i32 0, i32 %i
  %v = load float, ptr %p, align 4
  ret float %v
}

; CHECK-LABEL: define i32 @twice(
; CHECK-NOT: alloca
define i32 @twice(i32 %i) {
entry:
  %twice = alloca [2 x i32], align 4
  %e0 = getelementptr inbounds [2 x i32], ptr %twice, i32 0, i32 0
  store i32 7, ptr %e0, align 4
  %e1 = getelementptr inbounds [2 x i32], ptr %twice, i32 0, i32 1
  store i32 8, ptr %e1, align 4
  %e0b = getelementptr inbounds [2 x i32], ptr %twice, i32 0, i32 0
  store i32 7, ptr %e0b, align 4
  %p = getelementptr inbounds [2 x i32], ptr %twice, i32 0, i32 %i
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

; CHECK-LABEL: define i32 @clash(
; CHECK: %clash = alloca [2 x i32]
define i32 @clash(i32 %i) {
entry:
  %clash = alloca [2 x i32], align 4
  %e0 = getelementptr inbounds [2 x i32], ptr %clash, i32 0, i32 0
  store i32 7, ptr %e0, align 4
  %p = getelementptr inbounds [2 x i32], ptr %clash, i32 0, i32 %i
  %v = load i32, ptr %p, align 4
  store i32 9, ptr %e0, align 4
  ret i32 %v
}

; CHECK-LABEL: define i32 @dyn(
; CHECK: %dyn = alloca [2 x i32]
define i32 @dyn(i32 %i, i32 %j) {
entry:
  %dyn = alloca [2 x i32], align 4
  %e0 = getelementptr inbounds [2 x i32], ptr %dyn, i32 0, i32 %j
  store i32 7, ptr %e0, align 4
  %p = getelementptr inbounds [2 x i32], ptr %dyn, i32 0, i32 %i
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
