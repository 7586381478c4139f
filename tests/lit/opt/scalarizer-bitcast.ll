; RUN: hlslc-opt -S -passes=scalarizer %s | FileCheck %s
; A vector of small integers bitcast to one wide integer is assembled with
; zext/shl/or from the lanes (lane 0 in the low bits).

declare <2 x i16> @llvm.ctpop.v2i16(<2 x i16>)

; CHECK-LABEL: define i32 @pack(
; CHECK: %count.i0 = call i16 @llvm.ctpop.i16(i16 %a.i0)
; CHECK: %count.i1 = call i16 @llvm.ctpop.i16(i16 %a.i1)
; CHECK-NEXT: [[LO:%.*]] = zext i16 %count.i0 to i32
; CHECK-NEXT: [[HI:%.*]] = zext i16 %count.i1 to i32
; CHECK-NEXT: [[SH:%.*]] = shl i32 [[HI]], 16
; CHECK-NEXT: %result = or i32 [[LO]], [[SH]]
; CHECK-NEXT: ret i32 %result
define i32 @pack(<2 x i16> %a) {
entry:
  %count = call <2 x i16> @llvm.ctpop.v2i16(<2 x i16> %a)
  %result = bitcast <2 x i16> %count to i32
  ret i32 %result
}
