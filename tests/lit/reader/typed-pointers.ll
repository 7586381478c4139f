; Typed pointers (LLVM 3.7 style, what dxil-prepare produces) are read as
; such: globals, GEP results and allocas get typed pointer types.
; RUN: hlslc-opt -S %s | FileCheck %s

; CHECK: @g = internal global [4 x float] zeroinitializer, align 4
@g = internal global [4 x float] zeroinitializer, align 4

; CHECK: define float @f(i32 %i, float addrspace(2)* %cb) {
; CHECK-NEXT:   %a = alloca i32, align 4
; CHECK-NEXT:   store i32 %i, i32* %a, align 4
; CHECK-NEXT:   %p = getelementptr inbounds [4 x float], [4 x float]* @g, i32 0, i32 %i
; CHECK-NEXT:   %v = load float, float* %p, align 4
; CHECK-NEXT:   %c = load float, float addrspace(2)* %cb, align 4
define float @f(i32 %i, float addrspace(2)* %cb) {
  %a = alloca i32, align 4
  store i32 %i, i32* %a, align 4
  %p = getelementptr inbounds [4 x float], [4 x float]* @g, i32 0, i32 %i
  %v = load float, float* %p, align 4
  %c = load float, float addrspace(2)* %cb, align 4
  %s = fadd float %v, %c
  ret float %s
}
