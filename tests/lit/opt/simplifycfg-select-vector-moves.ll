; RUN: hlslc-opt -S -passes=simplifycfg %s | FileCheck %s
; The budget of speculated instructions per arm of an if (4) does not count
; element moves (extractelement, insertelement, shufflevector): DXC's
; simplifycfg runs on scalarized code where they do not exist, so an arm
; that computes two components with two operations becomes a select there.

; CHECK-LABEL: define <2 x float> @moves(
; CHECK-NEXT: entry:
; CHECK-NOT: br
; CHECK: %r = select i1 %c, <2 x float> %v2, <2 x float> zeroinitializer
; CHECK-NEXT: ret <2 x float> %r
define <2 x float> @moves(i1 %c, <2 x float> %v) {
entry:
  br i1 %c, label %then, label %end
then:
  %y = extractelement <2 x float> %v, i32 1
  %m = fmul fast float %y, 5.000000e-01
  %a = fadd fast float %m, 5.000000e-01
  %x = extractelement <2 x float> %v, i32 0
  %v1 = insertelement <2 x float> poison, float %x, i32 0
  %v2 = insertelement <2 x float> %v1, float %a, i32 1
  br label %end
end:
  %r = phi <2 x float> [ %v2, %then ], [ zeroinitializer, %entry ]
  ret <2 x float> %r
}

; Five operations still exceed it.
; CHECK-LABEL: define float @five(
; CHECK: br i1 %c
define float @five(i1 %c, float %a) {
entry:
  br i1 %c, label %then, label %end
then:
  %1 = fmul fast float %a, 2.0
  %2 = fadd fast float %1, 1.0
  %3 = fmul fast float %2, %a
  %4 = fadd fast float %3, 3.0
  %5 = fmul fast float %4, %4
  br label %end
end:
  %r = phi float [ %5, %then ], [ 0.0, %entry ]
  ret float %r
}
