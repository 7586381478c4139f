; RUN: hlslc-opt -S -passes=sccp %s | FileCheck %s
; Values carried around a loop are constant when every input from outside
; the cycle agrees (LLVM's SCCP): @cycle's %flag is 0 on every iteration,
; and an undef input (a field left uninitialized on one path) does not
; disagree (@undef_input). A cycle fed a second constant (@two) or a
; non-constant (@arg) stays.

; CHECK-LABEL: define i32 @cycle(
; CHECK-NOT: %flag
; CHECK: ret i32 0
define i32 @cycle(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %flag = phi i32 [ 0, %entry ], [ %flag.next, %loop ]
  %c = icmp ne i32 %flag, 0
  %flag.next = zext i1 %c to i32
  %i.next = add i32 %i, 1
  %done = icmp uge i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %flag.next
}

; CHECK-LABEL: define i32 @undef_input(
; CHECK: exit:
; CHECK-NEXT: ret i32 7
define i32 @undef_input(i32 %n, i1 %hit) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %v = phi i32 [ undef, %entry ], [ %v.next, %latch ]
  br i1 %hit, label %set, label %latch
set:
  br label %latch
latch:
  %v.next = phi i32 [ 7, %set ], [ %v, %loop ]
  %i.next = add i32 %i, 1
  %done = icmp uge i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %v.next
}

; CHECK-LABEL: define i32 @two(
; CHECK: %v = phi i32 [ 0, %entry ], [ %v.next, %latch ]
define i32 @two(i32 %n, i1 %hit) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %v = phi i32 [ 0, %entry ], [ %v.next, %latch ]
  br i1 %hit, label %set, label %latch
set:
  br label %latch
latch:
  %v.next = phi i32 [ 1, %set ], [ %v, %loop ]
  %i.next = add i32 %i, 1
  %done = icmp uge i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %v.next
}

; CHECK-LABEL: define i32 @arg(
; CHECK: %v = phi i32 [ %a, %entry ], [ %v.next, %loop ]
define i32 @arg(i32 %n, i32 %a) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = phi i32 [ %a, %entry ], [ %v.next, %loop ]
  %v.next = add i32 %v, 0
  %i.next = add i32 %i, 1
  %done = icmp uge i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %v.next
}
