; RUN: hlslc-opt -S -passes=simplifycfg %s | FileCheck %s
; An if/else diamond whose arms are a few speculatable instructions and
; that merges values in a phi becomes straight-line code with a select.
; An arm that divides by a non-constant could trap and stays a branch.

; CHECK-LABEL: define float @diamond(
; CHECK-NEXT: entry:
; CHECK-NEXT: %t = fmul float %a, 2.000000e+00
; CHECK-NEXT: %e = fadd float %a, 1.000000e+00
; CHECK-NEXT: %r = select i1 %c, float %t, float %e
; CHECK-NEXT: ret float %r
define float @diamond(i1 %c, float %a) {
entry:
  br i1 %c, label %then, label %else
then:
  %t = fmul float %a, 2.0
  br label %end
else:
  %e = fadd float %a, 1.0
  br label %end
end:
  %r = phi float [ %t, %then ], [ %e, %else ]
  ret float %r
}

; CHECK-LABEL: define i32 @trapping(
; CHECK: br i1 %c, label %then, label %end
; CHECK: %q = udiv i32 %a, %b
; CHECK: phi i32
define i32 @trapping(i1 %c, i32 %a, i32 %b) {
entry:
  br i1 %c, label %then, label %end
then:
  %q = udiv i32 %a, %b
  br label %end
end:
  %r = phi i32 [ %q, %then ], [ 0, %entry ]
  ret i32 %r
}
