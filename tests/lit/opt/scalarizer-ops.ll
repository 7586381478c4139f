; RUN: hlslc-opt -S -passes=scalarizer %s | FileCheck %s
; Vector arithmetic, compares, selects and shuffles become one scalar
; operation per lane, named like LLVM's scalarizer (%x.i0 ...); arguments
; are split with extractelement and the returned vector is rebuilt with an
; insertelement chain.

; CHECK-LABEL: define <2 x float> @ops(
; CHECK-NEXT: entry:
; CHECK-NEXT: %a.i0 = extractelement <2 x float> %a, i64 0
; CHECK-NEXT: %b.i0 = extractelement <2 x float> %b, i64 0
; CHECK-NEXT: %x.i0 = fadd float %a.i0, %b.i0
; CHECK-NEXT: %a.i1 = extractelement <2 x float> %a, i64 1
; CHECK-NEXT: %b.i1 = extractelement <2 x float> %b, i64 1
; CHECK-NEXT: %x.i1 = fadd float %a.i1, %b.i1
; CHECK-NEXT: %y.i0 = fmul float %x.i0, 2.000000e+00
; CHECK-NEXT: %y.i1 = fmul float %x.i1, 3.000000e+00
; CHECK-NEXT: %c.i0 = fcmp olt float %x.i1, %a.i0
; CHECK-NEXT: %c.i1 = fcmp olt float %x.i0, %a.i1
; CHECK-NEXT: %r.i0 = select i1 %c.i0, float %y.i0, float 0.000000e+00
; CHECK-NEXT: %r.i1 = select i1 %c.i1, float %y.i1, float 0.000000e+00
; CHECK-NEXT: %r.upto0 = insertelement <2 x float> poison, float %r.i0, i64 0
; CHECK-NEXT: %r = insertelement <2 x float> %r.upto0, float %r.i1, i64 1
; CHECK-NEXT: ret <2 x float> %r
define <2 x float> @ops(<2 x float> %a, <2 x float> %b) {
entry:
  %x = fadd <2 x float> %a, %b
  %y = fmul <2 x float> %x, <float 2.0, float 3.0>
  %s = shufflevector <2 x float> %x, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %c = fcmp olt <2 x float> %s, %a
  %r = select <2 x i1> %c, <2 x float> %y, <2 x float> zeroinitializer
  ret <2 x float> %r
}

; Vector phis become one phi per lane.
; CHECK-LABEL: define float @phis(
; CHECK: join:
; CHECK-NEXT: %p.i0 = phi float [ %v.i0, %then ], [ 0.000000e+00, %entry ]
; CHECK-NEXT: %p.i1 = phi float [ %v.i1, %then ], [ 1.000000e+00, %entry ]
; CHECK-NEXT: %s = fadd float %p.i0, %p.i1
define float @phis(i1 %c, <2 x float> %a) {
entry:
  br i1 %c, label %then, label %join
then:
  %v = fmul <2 x float> %a, %a
  br label %join
join:
  %p = phi <2 x float> [ %v, %then ], [ <float 0.0, float 1.0>, %entry ]
  %e0 = extractelement <2 x float> %p, i32 0
  %e1 = extractelement <2 x float> %p, i32 1
  %s = fadd float %e0, %e1
  ret float %s
}
