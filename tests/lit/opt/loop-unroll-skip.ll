; RUN: hlslc-opt -S -passes=loop-unroll %s | FileCheck %s
; Loops that must stay loops: llvm.loop.unroll.disable, a trip count that
; depends on an argument.

; CHECK-LABEL: define i32 @disabled(
; CHECK: br i1 %c, label %e, label %h, !llvm.loop
define i32 @disabled(i32 %x) {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i2, %h ]
  %i2 = add i32 %i, 1
  %c = icmp eq i32 %i2, 3
  br i1 %c, label %e, label %h, !llvm.loop !0
e:
  ret i32 %i2
}

; CHECK-LABEL: define i32 @variable(
; CHECK: %c = icmp slt i32 %i, %n
; CHECK: br i1 %c, label %b, label %e
define i32 @variable(i32 %n) {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i2, %b ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %b, label %e
b:
  %i2 = add i32 %i, 1
  br label %h
e:
  ret i32 %i
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
