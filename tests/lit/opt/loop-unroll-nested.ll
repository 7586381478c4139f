; RUN: hlslc-opt -S -passes=loop-unroll %s | FileCheck %s
; Nested constant loops: the inner loop unrolls first, then the outer one;
; 2 x 3 iterations leave six stores and no branches.

; CHECK-LABEL: define void @nested(
; CHECK-NEXT: entry:
; CHECK-COUNT-6: store i32
; CHECK-NOT: br
; CHECK: ret void
define void @nested(ptr %p) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i2, %outer.latch ]
  %ci = icmp slt i32 %i, 2
  br i1 %ci, label %inner.pre, label %exit
inner.pre:
  br label %inner
inner:
  %j = phi i32 [ 0, %inner.pre ], [ %j2, %inner ]
  %v = mul i32 %i, %j
  store i32 %v, ptr %p, align 4
  %j2 = add i32 %j, 1
  %cj = icmp slt i32 %j2, 3
  br i1 %cj, label %inner, label %outer.latch
outer.latch:
  %i2 = add i32 %i, 1
  br label %outer
exit:
  ret void
}
