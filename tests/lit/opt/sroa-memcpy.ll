; RUN: hlslc-opt -S -passes=sroa %s | FileCheck %s
; memcpy/memset covering a whole local object become typed copies and are
; split like any other aggregate access.

%struct.V = type { float, float }

declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)

; CHECK-LABEL: define float @cpy(
; CHECK-NOT: alloca
; CHECK-NOT: call
; CHECK: %r = fadd float %x, 0.000000e+00
; CHECK-NEXT: ret float %r
define float @cpy(float %x) {
entry:
  %a = alloca %struct.V, align 4
  %b = alloca %struct.V, align 4
  call void @llvm.memset.p0.i32(ptr %a, i8 0, i32 8, i1 false)
  store float %x, ptr %a, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr %b, ptr %a, i32 8, i1 false)
  %b0 = load float, ptr %b, align 4
  %b1p = getelementptr inbounds %struct.V, ptr %b, i32 0, i32 1
  %b1 = load float, ptr %b1p, align 4
  %r = fadd float %b0, %b1
  ret float %r
}
