; RUN: hlslc-opt -S -passes=mem2reg %s | FileCheck %s
; A load with no store before it reads undef; a variable written on only
; one path merges undef from the other (the phi stays: %m does not
; dominate the join).

; CHECK-LABEL: define float @uninit(
; CHECK-NEXT: entry:
; CHECK-NEXT: %r = fadd float undef, 1.000000e+00
; CHECK-NEXT: ret float %r
define float @uninit() {
entry:
  %x = alloca float, align 4
  %v = load float, ptr %x, align 4
  %r = fadd float %v, 1.0
  ret float %r
}

; CHECK-LABEL: define float @onepath(
; CHECK: join:
; CHECK-NEXT: %x.0 = phi float [ %m, %set ], [ undef, %entry ]
; CHECK-NEXT: ret float %x.0
define float @onepath(i1 %c, float %a) {
entry:
  %x = alloca float, align 4
  br i1 %c, label %set, label %join
set:
  %m = fmul float %a, %a
  store float %m, ptr %x, align 4
  br label %join
join:
  %v = load float, ptr %x, align 4
  ret float %v
}
