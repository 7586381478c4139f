; RUN: hlslc-opt -S -passes=simplifycfg %s | FileCheck %s
; A branch whose two targets are one block becomes unconditional, and its
; condition goes with it when nothing else uses it, and so does what only
; the condition used (LLVM's ConstantFoldTerminator with dead conditions
; deleted, as simplifycfg calls it). The emptied block then merges in the
; same run: the nested `if` whose body dead code emptied leaves nothing.

; CHECK-LABEL: define float @nested(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret float %a
define float @nested(float %a, float %b, i1 %c) {
entry:
  br i1 %c, label %outer, label %join
outer:
  %d = fmul fast float %b, %b
  %z = fcmp fast oeq float %d, 0.000000e+00
  br i1 %z, label %join, label %inner
inner:
  %w = fcmp fast oeq float %a, 0.000000e+00
  br i1 %w, label %join, label %join
join:
  ret float %a
}

; A condition something else still uses stays.
; CHECK-LABEL: define i1 @kept(
; CHECK-NEXT: entry:
; CHECK-NEXT: %z = fcmp fast oeq float %a, 0.000000e+00
; CHECK-NEXT: ret i1 %z
define i1 @kept(float %a) {
entry:
  %z = fcmp fast oeq float %a, 0.000000e+00
  br i1 %z, label %join, label %join
join:
  ret i1 %z
}
