; dxil-prepare rewrites what LLVM 3.7 cannot encode: fneg becomes
; fsub -0.0 (keeping fast-math flags), freeze is removed, poison becomes
; undef, and the flags 3.7 lacks (GEP nuw/nusw, or disjoint, nneg, trunc
; nuw/nsw) are dropped.
; RUN: hlslc-opt -S -dxil-prepare %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.0-compute"

define float @f(float %x, <2 x half> %h, ptr %p, i32 %i, i64 %l) {
entry:
; CHECK: %n = fsub nnan float -0.000000e+00, %x
  %n = fneg nnan float %x
; CHECK: %v = fsub <2 x half> splat (half 0xH8000), %h
  %v = fneg <2 x half> %h
; CHECK: %q = getelementptr inbounds float, ptr %p, i32 %i
  %q = getelementptr inbounds nuw float, ptr %p, i32 %i
; CHECK-NOT: freeze
; CHECK: %o = or i32 %i, 1
  %z = freeze i32 %i
  %o = or disjoint i32 %z, 1
; CHECK: %e = zext i32 %o to i64
  %e = zext nneg i32 %o to i64
; CHECK: %t = trunc i64 %l to i32
  %t = trunc nuw nsw i64 %l to i32
; CHECK: store float undef, ptr %q
  store float poison, ptr %q, align 4
; CHECK: ret float %n
  ret float %n
}
