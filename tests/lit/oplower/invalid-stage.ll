; ThreadId exists only in compute-like stages: a pixel shader using it is
; rejected with the op and stage named.
; RUN: not hlslc-opt -S -dxil-op-lower %s 2>&1 | FileCheck %s
; CHECK: error: ThreadId is not valid in stage pixel
; CHECK-NOT: error:

target triple = "dxil-pc-shadermodel6.0-pixel"

define i32 @main() {
  %x = call i32 @llvm.dx.thread.id(i32 0)
  %y = call i32 @llvm.dx.thread.id(i32 1)
  %s = add i32 %x, %y
  ret i32 %s
}

declare i32 @llvm.dx.thread.id(i32)
