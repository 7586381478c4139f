; RUN: hlslc-opt -S -passes=inline %s | FileCheck %s
; Inlining a multi-block callee splits the caller's block at the call: the
; code before the call moves to a new block that keeps the block's name and
; incoming branches, and the rest stays (renamed <callee>.exit, or folded
; into the callee's single return block). Branches back into a block that
; held a call (a self-loop) enter its first part; phis of its successors
; name the block that now ends in its terminator.

; CHECK-LABEL: define float @main(float %a, i32 %n) {
; CHECK: {{^}}entry:
; CHECK-NEXT: br label %loop
; CHECK: {{^}}loop:
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %i1, %join ]
; CHECK-NEXT: %acc = phi float [ %a, %entry ], [ %t, %join ]
; CHECK-NEXT: %c = fcmp olt float %acc, 0.000000e+00
; CHECK-NEXT: br i1 %c, label %neg, label %join
; CHECK: {{^}}join:
; CHECK-NEXT: %r = phi float [ %acc, %loop ], [ 0.000000e+00, %neg ]
; CHECK-NEXT: %t = fadd float %r, 1.000000e+00
; CHECK-NEXT: %i1 = add i32 %i, 1
; CHECK-NEXT: %done = icmp eq i32 %i1, %n
; CHECK-NEXT: br i1 %done, label %out, label %loop
; CHECK: {{^}}neg:
; CHECK-NEXT: br label %join
; CHECK: {{^}}out:
; CHECK-NEXT: %v = phi float [ %t, %join ]
; CHECK-NEXT: %c1 = fcmp ogt float %v, 1.000000e+00
; CHECK-NEXT: br i1 %c1, label %big, label %small
; CHECK: {{^}}big:
; CHECK-NEXT: br label %two.exit
; CHECK: {{^}}small:
; CHECK-NEXT: br label %two.exit
; CHECK: {{^}}two.exit:
; CHECK-NEXT: %w = phi float [ 1.000000e+00, %big ], [ %v, %small ]
; CHECK-NEXT: %c4 = fcmp olt float %w, 0.000000e+00
; CHECK-NEXT: br i1 %c4, label %neg3, label %join2
; CHECK: {{^}}join2:
; CHECK-NEXT: %r5 = phi float [ %w, %two.exit ], [ 0.000000e+00, %neg3 ]
; CHECK-NEXT: ret float %r5
; CHECK: {{^}}neg3:
; CHECK-NEXT: br label %join2
; CHECK-NEXT: }

define internal float @clampf(float %x) {
entry:
  %c = fcmp olt float %x, 0.0
  br i1 %c, label %neg, label %join
join:
  %r = phi float [ %x, %entry ], [ 0.0, %neg ]
  ret float %r
neg:
  br label %join
}

define internal float @two(float %x) {
entry:
  %c = fcmp ogt float %x, 1.0
  br i1 %c, label %big, label %small
big:
  ret float 1.0
small:
  ret float %x
}

define float @main(float %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi float [ %a, %entry ], [ %t, %loop ]
  %s = call float @clampf(float %acc)
  %t = fadd float %s, 1.0
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %out, label %loop
out:
  %v = phi float [ %t, %loop ]
  %w = call float @two(float %v)
  %z = call float @clampf(float %w)
  ret float %z
}
