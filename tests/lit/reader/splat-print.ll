; hlslc-opt -S prints vector constants whose elements are all one integer or
; FP value with LLVM's splat shorthand (as LLVM 20+ does); other vectors,
; zero vectors and vectors with undef elements keep their spelled-out form.
; Both forms read back to the same constants.
; RUN: hlslc-opt -S %s | FileCheck %s
; RUN: hlslc-opt -S %s | hlslc-opt -S | FileCheck %s

; CHECK-LABEL: define <2 x i64> @f(
; CHECK: lshr <2 x i64> %a, splat (i64 32)
; CHECK: add <2 x i64> %x, splat (i64 -1)
; CHECK: add <2 x i64> %y, <i64 1, i64 2>
; CHECK: add <2 x i64> %z, <i64 1, i64 undef>
; CHECK: add <2 x i64> %w, zeroinitializer
; CHECK: fadd <3 x float> %b, splat (float 5.000000e-01)
; CHECK: select <3 x i1> splat (i1 true), <3 x float> %p, <3 x float> %b
; CHECK: ret <2 x i64> %v
define <2 x i64> @f(<2 x i64> %a, <3 x float> %b) {
  %x = lshr <2 x i64> %a, <i64 32, i64 32>
  %y = add <2 x i64> %x, splat (i64 -1)
  %z = add <2 x i64> %y, <i64 1, i64 2>
  %w = add <2 x i64> %z, <i64 1, i64 undef>
  %v = add <2 x i64> %w, zeroinitializer
  %p = fadd <3 x float> %b, <float 0.5, float 0.5, float 0.5>
  %q = select <3 x i1> <i1 true, i1 true, i1 true>, <3 x float> %p, <3 x float> %b
  ret <2 x i64> %v
}
