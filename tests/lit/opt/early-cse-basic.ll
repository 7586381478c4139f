; RUN: hlslc-opt -S -passes=early-cse %s | FileCheck %s
; Identical pure instructions and readnone calls (handlefrombinding with the
; same arguments) are replaced by the dominating copy, commutative operands
; in either order included. Wave intrinsics (convergent) and calls that may
; write memory are never merged, nor is a copy that does not dominate.

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #0
declare float @llvm.dx.wave.reduce.sum.f32(float) #1
declare void @use(target("dx.TypedBuffer", float, 1, 0, 0))
declare float @opaque(float)

; CHECK-LABEL: define float @f(
; CHECK-NEXT: entry:
; CHECK-NEXT: %h1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
; CHECK-NEXT: call void @use(target("dx.TypedBuffer", float, 1, 0, 0) %h1)
; CHECK-NEXT: call void @use(target("dx.TypedBuffer", float, 1, 0, 0) %h1)
; CHECK-NEXT: %a = fadd float %x, %y
; CHECK-NEXT: %s = fmul float %a, %a
; CHECK-NEXT: %w1 = call float @llvm.dx.wave.reduce.sum.f32(float %x)
; CHECK-NEXT: %w2 = call float @llvm.dx.wave.reduce.sum.f32(float %x)
; CHECK-NEXT: %o1 = call float @opaque(float %x)
; CHECK-NEXT: %o2 = call float @opaque(float %x)
; CHECK-NEXT: br i1 %c, label %then, label %end
; CHECK: then:
; CHECK-NEXT: %m = fmul float %x, 3.000000e+00
; CHECK: end:
; CHECK-NEXT: %m2 = fmul float %x, 3.000000e+00
define float @f(float %x, float %y, i1 %c) {
entry:
  %h1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
  call void @use(target("dx.TypedBuffer", float, 1, 0, 0) %h1)
  %h2 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
  call void @use(target("dx.TypedBuffer", float, 1, 0, 0) %h2)
  %a = fadd float %x, %y
  %b = fadd float %y, %x
  %s = fmul float %a, %b
  %w1 = call float @llvm.dx.wave.reduce.sum.f32(float %x)
  %w2 = call float @llvm.dx.wave.reduce.sum.f32(float %x)
  %o1 = call float @opaque(float %x)
  %o2 = call float @opaque(float %x)
  br i1 %c, label %then, label %end
then:
  %m = fmul float %x, 3.0
  br label %end
end:
  %m2 = fmul float %x, 3.0
  %r1 = fadd float %s, %w1
  %r2 = fadd float %w2, %o1
  %r3 = fadd float %r1, %r2
  %r4 = fadd float %r3, %o2
  %r5 = fadd float %r4, %m2
  ret float %r5
}

attributes #0 = { nounwind memory(none) }
attributes #1 = { convergent nounwind memory(none) }
