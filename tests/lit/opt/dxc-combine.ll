; dxc-combine: zext of trunc becomes an and with the low-bit mask, sext of
; trunc a shl + ashr exact pair (DXC's instcombine forms); other casts stay.
; RUN: hlslc-opt -S -passes=dxc-combine %s | FileCheck %s
define i32 @z(i32 %x) {
  %t = trunc i32 %x to i16
  %z = zext i16 %t to i32
  ret i32 %z
}
; CHECK-LABEL: define i32 @z(i32 %x)
; CHECK-NEXT: %1 = and i32 %x, 65535
; CHECK-NEXT: ret i32 %1
define <2 x i32> @s(<2 x i32> %x) {
  %t = trunc <2 x i32> %x to <2 x i8>
  %s = sext <2 x i8> %t to <2 x i32>
  ret <2 x i32> %s
}
; CHECK-LABEL: define <2 x i32> @s(<2 x i32> %x)
; CHECK-NEXT: %1 = shl <2 x i32> %x, splat (i32 24)
; CHECK-NEXT: %2 = ashr exact <2 x i32> %1, splat (i32 24)
; CHECK-NEXT: ret <2 x i32> %2
define i64 @keep(i32 %x) {
  %t = trunc i32 %x to i16
  %z = zext i16 %t to i64
  ret i64 %z
}
; CHECK-LABEL: define i64 @keep(i32 %x)
; CHECK-NEXT: %t = trunc i32 %x to i16
; CHECK-NEXT: %z = zext i16 %t to i64
