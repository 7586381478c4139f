; RUN: hlslc-opt -S -passes=dce %s | FileCheck %s
; Unused pure instructions go (also whole chains and dead phi cycles), calls
; go only when the callee cannot write memory, stores and writing calls
; stay; allocas that are only written die with their stores; internal
; functions and globals nobody uses are deleted.

@unused_g = internal global i32 0
@used_g = internal global i32 0
@ext_g = global i32 0

declare float @llvm.sqrt.f32(float)
declare i32 @llvm.dx.thread.id(i32)
declare void @llvm.dx.resource.store.rawbuffer(ptr, i32, float)
declare float @unknown(float)

; CHECK-NOT: @unused_g
; CHECK: @used_g = internal global i32 0
; CHECK: @ext_g = global i32 0
; CHECK-NOT: define internal void @helper

define internal void @helper() {
entry:
  ret void
}

; CHECK-LABEL: define void @main(
; CHECK-NEXT: entry:
; CHECK-NEXT: %u = call float @unknown(float %x)
; CHECK-NEXT: %keep = load i32, ptr @used_g, align 4
; CHECK-NEXT: store i32 %keep, ptr @ext_g, align 4
; CHECK-NEXT: br label %loop
; CHECK: loop:
; CHECK-NEXT: br i1 %c, label %loop, label %exit
; CHECK: exit:
; CHECK-NEXT: ret void
define void @main(float %x, i1 %c) {
entry:
  %dead_alloca = alloca [4 x float], align 4
  %g = getelementptr inbounds [4 x float], ptr %dead_alloca, i32 0, i32 1
  store float %x, ptr %g, align 4
  %a = fadd float %x, 1.0
  %b = fmul float %a, %a
  %s = call float @llvm.sqrt.f32(float %b)
  %t = call i32 @llvm.dx.thread.id(i32 0)
  %u = call float @unknown(float %x)
  %keep = load i32, ptr @used_g, align 4
  store i32 %keep, ptr @ext_g, align 4
  br label %loop
loop:
  %p = phi i32 [ 0, %entry ], [ %q, %loop ]
  %q = add i32 %p, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
