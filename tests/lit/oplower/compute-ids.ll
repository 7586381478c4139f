; Compute system values: each intrinsic maps to its op, overloaded on i32.
; RUN: hlslc-opt -S -dxil-op-lower %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.0-compute"

; CHECK: call i32 @dx.op.threadId.i32(i32 93, i32 0)
; CHECK: call i32 @dx.op.groupId.i32(i32 94, i32 1)
; CHECK: call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 2)
; CHECK: call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
; CHECK: call void @dx.op.barrier(i32 80, i32 9)
; CHECK-NOT: @llvm.dx

define i32 @main() {
  %a = call i32 @llvm.dx.thread.id(i32 0)
  %b = call i32 @llvm.dx.group.id(i32 1)
  %c = call i32 @llvm.dx.thread.id.in.group(i32 2)
  %d = call i32 @llvm.dx.flattened.thread.id.in.group()
  call void @llvm.dx.group.memory.barrier.with.group.sync()
  %s1 = add i32 %a, %b
  %s2 = add i32 %c, %d
  %s = add i32 %s1, %s2
  ret i32 %s
}
