; RUN: hlslc-opt -S -passes=dxc-combine %s | FileCheck %s
; A bitwise operation on two casts of one kind from one type is done before
; the cast (instcombine): `b |= any(v)` on bools is an i1 or.

; CHECK-LABEL: define i32 @or_zext(
; CHECK-NEXT: [[O:%[0-9a-z.]+]] = or i1 %a, %b
; CHECK-NEXT: [[Z:%[0-9a-z.]+]] = zext i1 [[O]] to i32
; CHECK-NEXT: ret i32 [[Z]]
define i32 @or_zext(i1 %a, i1 %b) {
  %x = zext i1 %a to i32
  %y = zext i1 %b to i32
  %o = or i32 %x, %y
  ret i32 %o
}

; Different source types or cast kinds: left alone.
; CHECK-LABEL: define i32 @mixed(
; CHECK: %o = and i32 %x, %y
define i32 @mixed(i1 %a, i16 %b) {
  %x = zext i1 %a to i32
  %y = zext i16 %b to i32
  %o = and i32 %x, %y
  ret i32 %o
}
