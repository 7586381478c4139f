; RUN: hlslc-opt -S -passes=instsimplify %s | FileCheck %s
; Algebraic identities: x+0, x*1, x&-1, x|0, x^x, x-x, select on a constant
; or with equal arms, icmp x,x; instructions left unused are deleted.

; CHECK-LABEL: define i32 @ids(
; CHECK-NEXT: entry:
; CHECK-NEXT: %r = add i32 %x, %y
; CHECK-NEXT: ret i32 %r
define i32 @ids(i32 %x, i32 %y, i1 %c) {
entry:
  %a = add i32 %x, 0
  %b = mul i32 %a, 1
  %d = and i32 %b, -1
  %e = or i32 %d, 0
  %z = xor i32 %y, %y
  %w = sub i32 %e, %e
  %f = add i32 %e, %z
  %g = add i32 %f, %w
  %s = select i1 true, i32 %g, i32 %y
  %t = select i1 %c, i32 %y, i32 %y
  %q = icmp eq i32 %x, %x
  %u = select i1 %q, i32 %t, i32 0
  %r = add i32 %s, %u
  ret i32 %r
}
