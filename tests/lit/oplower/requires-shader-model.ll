; An op newer than the target is rejected after lowering, naming the op
; and the shader model it needs.
; RUN: not hlslc-opt -S -dxil-op-lower %s 2>&1 | FileCheck %s
; CHECK: error: Dot4AddI8Packed requires shader model 6.4 or later
; CHECK-NOT: error:

target triple = "dxil-pc-shadermodel6.3-compute"

define i32 @f(i32 %acc, i32 %a, i32 %b) {
  %r = call i32 @llvm.dx.dot4add.i8packed(i32 %acc, i32 %a, i32 %b)
  ret i32 %r
}

declare i32 @llvm.dx.dot4add.i8packed(i32, i32, i32)
