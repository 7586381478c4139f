; The same op at the shader model that introduced it lowers normally.
; RUN: hlslc-opt -S -dxil-op-lower %s | FileCheck %s
; CHECK: %r1 = call i32 @dx.op.dot4AddPacked.i32(i32 163, i32 %acc, i32 %a, i32 %b) #[[#ATTR:]]
; CHECK: declare i32 @dx.op.dot4AddPacked.i32(i32, i32, i32, i32) #[[#ATTR]]
; CHECK: attributes #[[#ATTR]] = { nounwind memory(none) }

target triple = "dxil-pc-shadermodel6.4-compute"

define i32 @f(i32 %acc, i32 %a, i32 %b) {
  %r = call i32 @llvm.dx.dot4add.i8packed(i32 %acc, i32 %a, i32 %b)
  ret i32 %r
}

declare i32 @llvm.dx.dot4add.i8packed(i32, i32, i32)
