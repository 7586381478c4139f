; dxc-combine: two integers tested against zero and or-ed (ne) or and-ed
; (eq) become one test of their or, as instcombine's foldOrOfICmps /
; foldAndOfICmps make them (HLSL or(a, b), any(int2), a || b on ints).
; Other predicates, constants or mixed types stay.
; RUN: hlslc-opt -S -passes=dxc-combine %s | FileCheck %s
define i1 @or_ne(i32 %a, i32 %b) {
  %x = icmp ne i32 %a, 0
  %y = icmp ne i32 %b, 0
  %r = or i1 %x, %y
  ret i1 %r
}
; CHECK-LABEL: define i1 @or_ne(i32 %a, i32 %b)
; CHECK-NEXT: %1 = or i32 %a, %b
; CHECK-NEXT: %2 = icmp ne i32 %1, 0
; CHECK-NEXT: ret i1 %2
define i1 @and_eq(i16 %a, i16 %b) {
  %x = icmp eq i16 %a, 0
  %y = icmp eq i16 %b, 0
  %r = and i1 %x, %y
  ret i1 %r
}
; CHECK-LABEL: define i1 @and_eq(i16 %a, i16 %b)
; CHECK-NEXT: %1 = or i16 %a, %b
; CHECK-NEXT: %2 = icmp eq i16 %1, 0
; CHECK-NEXT: ret i1 %2
define i1 @kept(i32 %a, i32 %b, i64 %c) {
  %x = icmp ne i32 %a, 0
  %y = icmp ne i32 %b, 1
  %r = or i1 %x, %y
  %z = icmp ne i64 %c, 0
  %s = or i1 %x, %z
  %t = and i1 %r, %s
  ret i1 %t
}
; CHECK-LABEL: define i1 @kept(
; CHECK-NEXT: %x = icmp ne i32 %a, 0
; CHECK-NEXT: %y = icmp ne i32 %b, 1
; CHECK-NEXT: %r = or i1 %x, %y
; CHECK-NEXT: %z = icmp ne i64 %c, 0
; CHECK-NEXT: %s = or i1 %x, %z
; CHECK-NEXT: %t = and i1 %r, %s
