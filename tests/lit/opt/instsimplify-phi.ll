; RUN: hlslc-opt -S -passes=instsimplify %s | FileCheck %s
; A phi merging one value with undef is that value when the value dominates
; the phi; otherwise it must stay (the value does not exist on the other
; path).

; CHECK-LABEL: define i32 @dominating(
; CHECK: j:
; CHECK-NEXT: ret i32 %x
define i32 @dominating(i1 %c, i32 %a) {
entry:
  %x = add i32 %a, 1
  br i1 %c, label %t, label %j
t:
  br label %j
j:
  %p = phi i32 [ %x, %t ], [ undef, %entry ]
  ret i32 %p
}

; CHECK-LABEL: define i32 @not_dominating(
; CHECK: j:
; CHECK-NEXT: %p = phi i32 [ %x, %t ], [ undef, %entry ]
; CHECK-NEXT: ret i32 %p
define i32 @not_dominating(i1 %c, i32 %a) {
entry:
  br i1 %c, label %t, label %j
t:
  %x = add i32 %a, 1
  br label %j
j:
  %p = phi i32 [ %x, %t ], [ undef, %entry ]
  ret i32 %p
}
