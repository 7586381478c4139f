; RUN: hlslc-opt -S -passes=propagate-equality %s | FileCheck %s
; An integer comparison with a constant bounds its operand where the branch
; it decides is taken (LLVM's correlated-value propagation, which DXC runs):
; comparisons of that operand that the bound decides become constants.

; CHECK-LABEL: define i32 @loop_bound(
; CHECK: body:
; CHECK-NEXT: %dead = icmp sgt i32 %i, 6
; CHECK-NEXT: br i1 false, label %never, label %latch
define i32 @loop_bound() {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %n, %latch ]
  %c = icmp slt i32 %i, 5
  br i1 %c, label %body, label %exit
body:
  %dead = icmp sgt i32 %i, 6
  br i1 %dead, label %never, label %latch
never:
  br label %latch
latch:
  %n = add i32 %i, 1
  br label %head
exit:
  ret i32 %i
}

; The false edge: x >= 10 there, so x u< 3 is false and x s> 9 is true.
; CHECK-LABEL: define i32 @false_edge(
; CHECK: big:
; CHECK-NEXT: %a = icmp ult i32 %x, 3
; CHECK-NEXT: %b = icmp sgt i32 %x, 9
; CHECK-NEXT: %r = select i1 false, i32 1, i32 2
; CHECK-NEXT: %s = select i1 true, i32 %r, i32 3
define i32 @false_edge(i32 %x) {
entry:
  %c = icmp slt i32 %x, 10
  br i1 %c, label %small, label %big
small:
  ret i32 0
big:
  %a = icmp ult i32 %x, 3
  %b = icmp sgt i32 %x, 9
  %r = select i1 %a, i32 1, i32 2
  %s = select i1 %b, i32 %r, i32 3
  ret i32 %s
}

; A signed bound says nothing about unsigned order when it spans negative
; values; an unsigned one below the sign bit holds for signed compares too.
; CHECK-LABEL: define i1 @signedness(
; CHECK: t:
; CHECK-NEXT: %u = icmp ult i32 %x, 100
; CHECK-NEXT: ret i1 %u
; CHECK: f:
; CHECK-NEXT: %v = icmp slt i32 %y, 0
; CHECK-NEXT: ret i1 false
define i1 @signedness(i32 %x, i32 %y) {
entry:
  %c = icmp slt i32 %x, 50
  br i1 %c, label %t, label %g
t:
  %u = icmp ult i32 %x, 100
  ret i1 %u
g:
  %d = icmp ult i32 %y, 8
  br i1 %d, label %f, label %h
f:
  %v = icmp slt i32 %y, 0
  ret i1 %v
h:
  ret i1 true
}

; Equality with a constant outside the range, and a block the edge does
; not dominate, which keeps its comparison.
; CHECK-LABEL: define i1 @not_dominated(
; CHECK: join:
; CHECK-NEXT: %e = icmp eq i32 %x, 20
; CHECK-NEXT: ret i1 %e
define i1 @not_dominated(i32 %x) {
entry:
  %c = icmp ult i32 %x, 16
  br i1 %c, label %in, label %join
in:
  %q = icmp eq i32 %x, 20
  br i1 %q, label %join, label %join2
join2:
  br label %join
join:
  %e = icmp eq i32 %x, 20
  ret i1 %e
}
