; RUN: hlslc-opt -S -passes=instsimplify %s | FileCheck %s
; Reads out of insertvalue/insertelement chains and shuffles resolve to the
; inserted values; rebuilding a value from its own elements is that value;
; operations on constant vectors fold lane by lane.

%S = type { float, <2 x i32> }

; CHECK-LABEL: define float @ev(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret float %a
define float @ev(float %a, <2 x i32> %v) {
entry:
  %0 = insertvalue %S poison, float %a, 0
  %1 = insertvalue %S %0, <2 x i32> %v, 1
  %2 = extractvalue %S %1, 0
  ret float %2
}

; CHECK-LABEL: define i32 @ee(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret i32 %y
define i32 @ee(i32 %x, i32 %y) {
entry:
  %0 = insertelement <4 x i32> poison, i32 %x, i32 0
  %1 = insertelement <4 x i32> %0, i32 %y, i32 1
  %2 = shufflevector <4 x i32> %1, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 2, i32 3>
  %3 = extractelement <4 x i32> %2, i32 0
  ret i32 %3
}

; CHECK-LABEL: define <2 x float> @rebuild(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret <2 x float> %v
define <2 x float> @rebuild(<2 x float> %v) {
entry:
  %x = extractelement <2 x float> %v, i32 0
  %y = extractelement <2 x float> %v, i32 1
  %0 = insertelement <2 x float> undef, float %x, i32 0
  %1 = insertelement <2 x float> %0, float %y, i32 1
  ret <2 x float> %1
}

; CHECK-LABEL: define <2 x i32> @lanes(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret <2 x i32> <i32 11, i32 22>
define <2 x i32> @lanes() {
entry:
  %0 = add <2 x i32> <i32 1, i32 2>, <i32 10, i32 20>
  ret <2 x i32> %0
}

; CHECK-LABEL: define i32 @phi_same(
; CHECK: b:
; CHECK-NEXT: ret i32 %x
define i32 @phi_same(i1 %c, i32 %x) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi i32 [ %x, %a ], [ %x, %entry ]
  ret i32 %p
}
