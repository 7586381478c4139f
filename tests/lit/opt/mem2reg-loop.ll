; RUN: hlslc-opt -S -passes=mem2reg %s | FileCheck %s
; Loop-carried variables get phis in the loop header only (pruned SSA:
; no phi where the variable is dead).

; CHECK-LABEL: define i32 @loop(
; CHECK: for.cond:
; CHECK-NEXT: %sum.0 = phi i32 [ 0, %entry ], [ %add, %for.inc ]
; CHECK-NEXT: %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
; CHECK-NEXT: %cmp = icmp slt i32 %i.0, %n
; CHECK: for.body:
; CHECK-NEXT: %add = add nsw i32 %sum.0, %i.0
; CHECK: for.inc:
; CHECK-NEXT: %inc = add nsw i32 %i.0, 1
; CHECK: for.end:
; CHECK-NEXT: ret i32 %sum.0
; CHECK-NOT: phi
define i32 @loop(i32 %n) {
entry:
  %i = alloca i32, align 4
  %sum = alloca i32, align 4
  %tmp = alloca i32, align 4
  store i32 0, ptr %i, align 4
  store i32 0, ptr %sum, align 4
  br label %for.cond
for.cond:
  %0 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %0, %n
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %1 = load i32, ptr %sum, align 4
  %2 = load i32, ptr %i, align 4
  %add = add nsw i32 %1, %2
  store i32 %add, ptr %sum, align 4
  store i32 %add, ptr %tmp, align 4
  br label %for.inc
for.inc:
  %3 = load i32, ptr %i, align 4
  %inc = add nsw i32 %3, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond
for.end:
  %4 = load i32, ptr %sum, align 4
  ret i32 %4
}
