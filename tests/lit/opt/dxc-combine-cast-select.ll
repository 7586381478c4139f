; RUN: hlslc-opt -S -passes=dxc-combine %s | FileCheck %s
; A cast of a select with a constant arm moves into the arms (instcombine's
; FoldOpIntoSelect): the constant arm folds, the other gets its own cast.
; Not for i1 selects, nor for a select with other users.

; CHECK-LABEL: define float @both(
; CHECK-NEXT: [[S:%[0-9a-z.]+]] = select i1 %c, float 0.000000e+00, float 1.000000e+00
; CHECK-NEXT: ret float [[S]]
define float @both(i1 %c) {
  %s0 = select i1 %c, i64 0, i64 1
  %f = sitofp i64 %s0 to float
  ret float %f
}

; CHECK-LABEL: define float @one(
; CHECK-NEXT: [[X:%[0-9a-z.]+]] = uitofp i32 %x to float
; CHECK-NEXT: select i1 %c, float [[X]], float 7.000000e+00
define float @one(i1 %c, i32 %x) {
  %s = select i1 %c, i32 %x, i32 7
  %f = uitofp i32 %s to float
  ret float %f
}

; CHECK-LABEL: define i32 @bool_select(
; CHECK-NEXT: %s = select i1 %c, i1 true, i1 %d
; CHECK-NEXT: %z = zext i1 %s to i32
define i32 @bool_select(i1 %c, i1 %d) {
  %s = select i1 %c, i1 true, i1 %d
  %z = zext i1 %s to i32
  ret i32 %z
}

; CHECK-LABEL: define float @shared(
; CHECK-NEXT: %s = select i1 %c, i32 3, i32 4
; CHECK-NEXT: %f = sitofp i32 %s to float
define float @shared(i1 %c, ptr %p) {
  %s = select i1 %c, i32 3, i32 4
  %f = sitofp i32 %s to float
  store i32 %s, ptr %p
  ret float %f
}
