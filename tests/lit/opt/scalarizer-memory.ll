; RUN: hlslc-opt -S -passes=scalarizer %s | FileCheck %s
; Vector allocas become arrays and whole-vector loads/stores become one
; access per lane; a dynamically indexed vector element stays a GEP into
; the (now array) alloca. Unused lane loads are dropped.

; CHECK: @gs = internal addrspace(3) global [2 x [2 x i32]] zeroinitializer
; CHECK-LABEL: define float @mem(
; CHECK-NEXT: entry:
; CHECK-NEXT: %v = alloca [4 x float], align 16
; CHECK-NEXT: store float 1.000000e+00, ptr %v, align 16
; CHECK-NEXT: %v.i1 = getelementptr float, ptr %v, i32 1
; CHECK-NEXT: store float 2.000000e+00, ptr %v.i1, align 4
; CHECK-NEXT: %v.i2 = getelementptr float, ptr %v, i32 2
; CHECK-NEXT: store float 3.000000e+00, ptr %v.i2, align 8
; CHECK-NEXT: %v.i3 = getelementptr float, ptr %v, i32 3
; CHECK-NEXT: store float 4.000000e+00, ptr %v.i3, align 4
; CHECK-NEXT: %g = getelementptr [4 x float], ptr %v, i32 0, i32 %i
; CHECK-NEXT: %l = load float, ptr %g, align 4
; CHECK-NEXT: %w.i2 = load float, ptr %v.i2, align 8
; CHECK-NEXT: %r = fadd float %l, %w.i2
; CHECK-NEXT: ret float %r
define float @mem(i32 %i) {
entry:
  %v = alloca <4 x float>, align 16
  store <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, ptr %v, align 16
  %g = getelementptr <4 x float>, ptr %v, i32 0, i32 %i
  %l = load float, ptr %g, align 4
  %w = load <4 x float>, ptr %v, align 16
  %e = extractelement <4 x float> %w, i32 2
  %r = fadd float %l, %e
  ret float %r
}

; Groupshared vector arrays become arrays of arrays with the same indexing.
@gs = internal addrspace(3) global [2 x <2 x i32>] zeroinitializer
; CHECK-LABEL: define i32 @shared(
; CHECK: %p = getelementptr [2 x [2 x i32]], ptr addrspace(3) @gs, i32 0, i32 %i
; CHECK-NEXT: %x.i0 = load i32, ptr addrspace(3) %p, align 8
define i32 @shared(i32 %i) {
entry:
  %p = getelementptr [2 x <2 x i32>], ptr addrspace(3) @gs, i32 0, i32 %i
  %x = load <2 x i32>, ptr addrspace(3) %p, align 8
  %e = extractelement <2 x i32> %x, i32 0
  ret i32 %e
}
