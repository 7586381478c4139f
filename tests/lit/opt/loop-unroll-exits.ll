; RUN: hlslc-opt -S -passes=loop-unroll %s | FileCheck %s
; Exits to different blocks with a loop value used after the loop: every
; copy keeps its `break` test, and the value reaches each use through the
; right copy (phis in the blocks after the loop).

; CHECK-LABEL: define i32 @two_exits(
; CHECK-NEXT: entry:
; CHECK-NEXT: %brk = icmp eq i32 0, %x
; CHECK-NEXT: br i1 %brk, label %early, label %latch
; CHECK: latch.2:
; CHECK-NEXT: %brk.3 = icmp eq i32 3, %x
; CHECK-NEXT: br i1 %brk.3, label %early, label %e
; CHECK: early:
; CHECK-NEXT: %[[I:.*]] = phi i32 [ 0, %entry ], [ 1, %latch ], [ 2, %latch.1 ], [ 3, %latch.2 ]
; CHECK-NEXT: %d = mul i32 %[[I]], 2
; CHECK: e:
; CHECK-NEXT: %r = phi i32 [ %d, %early ], [ 4, %latch.2 ]
; CHECK-NOT: br label %h
define i32 @two_exits(i32 %x) {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i2, %latch ]
  %c = icmp slt i32 %i, 4
  br i1 %c, label %b, label %e
b:
  %brk = icmp eq i32 %i, %x
  br i1 %brk, label %early, label %latch
latch:
  %i2 = add i32 %i, 1
  br label %h
early:
  %d = mul i32 %i, 2
  br label %e
e:
  %r = phi i32 [ %i, %h ], [ %d, %early ]
  ret i32 %r
}

; A `return` inside the loop and a value used both there and after the loop.
; CHECK-LABEL: define i32 @early_return(
; CHECK: b.1:
; CHECK-NEXT: %brk.2 = icmp eq i32 2, %x
; CHECK-NEXT: br i1 %brk.2, label %ret.early, label %b.2
; CHECK: b.2:
; CHECK-NEXT: ret i32 3
; CHECK: ret.early:
; CHECK-NEXT: %[[J:.*]] = phi i32 [ 0, %entry ], [ 1, %b ], [ 2, %b.1 ]
; CHECK-NEXT: ret i32 %[[J]]
define i32 @early_return(i32 %x) {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i2, %b ]
  %brk = icmp eq i32 %i, %x
  br i1 %brk, label %ret.early, label %b
b:
  %i2 = add i32 %i, 1
  %c = icmp ult i32 %i2, 3
  br i1 %c, label %h, label %e, !llvm.loop !0
ret.early:
  ret i32 %i
e:
  ret i32 %i2
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.full"}
