; RUN: hlslc-opt -S -passes=loop-unroll %s | FileCheck %s
; A constant loop with a `break` to the same exit block is unrolled; each
; copy keeps its break test and the value used after the loop becomes a phi
; over all the ways out.

; CHECK-LABEL: define i32 @with_break(
; CHECK-NEXT: entry:
; CHECK-NEXT: %brk = icmp eq i32 0, %x
; CHECK-NEXT: br i1 %brk, label %e, label %latch
; CHECK: latch:
; CHECK-NEXT: %brk.1 = icmp eq i32 1, %x
; CHECK: latch.2:
; CHECK-NEXT: %brk.3 = icmp eq i32 3, %x
; CHECK-NEXT: br i1 %brk.3, label %e, label %latch.3
; CHECK: e:
; CHECK-NEXT: %[[R:i.lcssa[.0-9]*]] = phi i32 [ 0, %entry ], [ 1, %latch ], [ 2, %latch.1 ], [ 3, %latch.2 ], [ 4, %latch.3 ]
; CHECK-NEXT: ret i32 %[[R]]
define i32 @with_break(i32 %x) {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i2, %latch ]
  %c = icmp slt i32 %i, 4
  br i1 %c, label %b, label %e
b:
  %brk = icmp eq i32 %i, %x
  br i1 %brk, label %e, label %latch
latch:
  %i2 = add i32 %i, 1
  br label %h
e:
  ret i32 %i
}
