; RUN: hlslc-opt -S -passes=loop-unroll %s | FileCheck %s
; A do-while loop (exit test in the latch) with a doubling induction
; variable: four iterations (the first multiplies by 1 and folds away),
; then the exit phi sees the last copy.

; CHECK-LABEL: define i32 @dowhile(
; CHECK-NEXT: entry:
; CHECK-NEXT: %m.1 = mul i32 %x, 2
; CHECK-NEXT: %m.2 = mul i32 %m.1, 4
; CHECK-NEXT: %m.3 = mul i32 %m.2, 8
; CHECK-NEXT: ret i32 %m.3
define i32 @dowhile(i32 %x) {
entry:
  br label %do.body
do.body:
  %s = phi i32 [ %x, %entry ], [ %m, %do.body ]
  %i = phi i32 [ 1, %entry ], [ %i2, %do.body ]
  %m = mul i32 %s, %i
  %i2 = shl i32 %i, 1
  %c = icmp ult i32 %i2, 16
  br i1 %c, label %do.body, label %do.end
do.end:
  %r = phi i32 [ %m, %do.body ]
  ret i32 %r
}
