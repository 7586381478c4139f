; RUN: hlslc-opt -S -passes=globalopt %s | FileCheck %s
; An internal global that is never written reads its initializer: loads at
; constant paths fold, a dynamically indexed load stays and the global is
; marked constant. Groupshared memory (addrspace 3) is written by other
; threads and is never folded.

@tbl = internal global [3 x float] [float 1.0, float 2.0, float 3.0]
@gs = internal addrspace(3) global [4 x i32] zeroinitializer

; CHECK: @tbl = internal constant [3 x float]
; CHECK: @gs = internal addrspace(3) global [4 x i32] zeroinitializer
; CHECK-LABEL: define float @f(
; CHECK-NEXT: entry:
; CHECK-NEXT: %pd = getelementptr inbounds [3 x float], ptr @tbl, i32 0, i32 %i
; CHECK-NEXT: %d = load float, ptr %pd, align 4
; CHECK-NEXT: %s = fadd float 2.000000e+00, %d
; CHECK-NEXT: %g = load i32, ptr addrspace(3) @gs, align 4
define float @f(i32 %i) {
entry:
  %p1 = getelementptr inbounds [3 x float], ptr @tbl, i32 0, i32 1
  %c = load float, ptr %p1, align 4
  %pd = getelementptr inbounds [3 x float], ptr @tbl, i32 0, i32 %i
  %d = load float, ptr %pd, align 4
  %s = fadd float %c, %d
  %g = load i32, ptr addrspace(3) @gs, align 4
  %gf = sitofp i32 %g to float
  %r = fadd float %s, %gf
  ret float %r
}
