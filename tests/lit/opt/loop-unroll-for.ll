; RUN: hlslc-opt -S -passes=loop-unroll %s | FileCheck %s
; A for loop with a constant trip count (after mem2reg: phi from 0, +1,
; compared against 4) is unrolled completely; the induction variable folds
; away and the function becomes one block.

; CHECK-LABEL: define float @for4(
; CHECK-NEXT: entry:
; CHECK-NEXT: %mul = fmul float 0.000000e+00, %x
; CHECK-NEXT: %add = fadd float 0.000000e+00, %mul
; CHECK-NEXT: %add.1 = fadd float %add, %x
; CHECK-NEXT: %mul.2 = fmul float 2.000000e+00, %x
; CHECK-NEXT: %add.2 = fadd float %add.1, %mul.2
; CHECK-NEXT: %mul.3 = fmul float 3.000000e+00, %x
; CHECK-NEXT: %add.3 = fadd float %add.2, %mul.3
; CHECK-NEXT: ret float %add.3
define float @for4(float %x) {
entry:
  br label %for.cond
for.cond:
  %s = phi float [ 0.0, %entry ], [ %add, %for.inc ]
  %i = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i, 4
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %conv = sitofp i32 %i to float
  %mul = fmul float %conv, %x
  %add = fadd float %s, %mul
  br label %for.inc
for.inc:
  %inc = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !0
for.end:
  ret float %s
}

; Counting down by two with != still has a computable trip count.
; CHECK-LABEL: define i32 @down(
; CHECK-NOT: br
; CHECK: ret i32
define i32 @down(i32 %a) {
entry:
  br label %h
h:
  %i = phi i32 [ 10, %entry ], [ %dec, %b ]
  %acc = phi i32 [ %a, %entry ], [ %m, %b ]
  %c = icmp ne i32 %i, 0
  br i1 %c, label %b, label %e
b:
  %m = mul i32 %acc, %i
  %dec = sub i32 %i, 2
  br label %h
e:
  ret i32 %acc
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
