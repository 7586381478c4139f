; RUN: hlslc-opt -S -passes=scalarizer %s | FileCheck %s
; extractelement/insertelement with a variable lane become compare+select
; chains over the lanes (LLVM's scalarize-variable-insert-extract); lanes
; nobody reads (%v.i0 here) are not kept.

; CHECK-LABEL: define float @dyn(
; CHECK: %i.is.0 = icmp eq i32 %i, 0
; CHECK-NEXT: %e.upto0 = select i1 %i.is.0, float %a.i0, float poison
; CHECK-NEXT: %i.is.1 = icmp eq i32 %i, 1
; CHECK-NEXT: %e.upto1 = select i1 %i.is.1, float %a.i1, float %e.upto0
; CHECK-NEXT: %j.is.1 = icmp eq i32 %j, 1
; CHECK-NEXT: %v.i1 = select i1 %j.is.1, float 5.000000e+00, float %a.i1
; CHECK-NEXT: %r = fadd float %e.upto1, %v.i1
; CHECK-NOT: <2 x float> %v
; CHECK: ret float
define float @dyn(<2 x float> %a, i32 %i, i32 %j) {
entry:
  %e = extractelement <2 x float> %a, i32 %i
  %v = insertelement <2 x float> %a, float 5.0, i32 %j
  %v1 = extractelement <2 x float> %v, i32 1
  %r = fadd float %e, %v1
  ret float %r
}
