; RUN: hlslc-opt -S -passes=instsimplify %s | FileCheck %s
; Integer constant folding respects the type width and signedness; division
; by zero and oversized shifts are left alone.

; CHECK-LABEL: define void @ints(
; CHECK-NEXT: entry:
; CHECK-NEXT: store i8 -56, ptr %p
; CHECK-NEXT: store i8 -3, ptr %p
; CHECK-NEXT: store i8 125, ptr %p
; CHECK-NEXT: store i32 -2, ptr %q
; CHECK-NEXT: store i32 2147483647, ptr %q
; CHECK-NEXT: store i32 -1, ptr %q
; CHECK-NEXT: store i64 4294967296, ptr %r
; CHECK-NEXT: store i16 -1, ptr %s
; CHECK-NEXT: store i16 255, ptr %s
; CHECK-NEXT: %d0 = udiv i32 7, 0
; CHECK-NEXT: store i32 %d0, ptr %q
; CHECK-NEXT: %sh = shl i32 1, 40
; CHECK-NEXT: store i32 %sh, ptr %q
; CHECK-NEXT: store i1 true, ptr %b
; CHECK-NEXT: store i1 false, ptr %b
; CHECK-NEXT: ret void
define void @ints(ptr %p, ptr %q, ptr %r, ptr %s, ptr %b) {
entry:
  %a1 = add i8 100, 100
  store i8 %a1, ptr %p
  %a2 = sdiv i8 -7, 2
  store i8 %a2, ptr %p
  %a3 = lshr i8 250, 1
  store i8 %a3, ptr %p
  %a4 = ashr i32 -7, 2
  store i32 %a4, ptr %q
  %a5 = lshr i32 -1, 1
  store i32 %a5, ptr %q
  %a6 = xor i32 0, -1
  store i32 %a6, ptr %q
  %a7 = shl i64 1, 32
  store i64 %a7, ptr %r
  %a8 = sext i8 -1 to i16
  store i16 %a8, ptr %s
  %a9 = zext i8 -1 to i16
  store i16 %a9, ptr %s
  %d0 = udiv i32 7, 0
  store i32 %d0, ptr %q
  %sh = shl i32 1, 40
  store i32 %sh, ptr %q
  %c1 = icmp slt i32 -1, 0
  store i1 %c1, ptr %b
  %c2 = icmp ult i32 -1, 0
  store i1 %c2, ptr %b
  ret void
}
