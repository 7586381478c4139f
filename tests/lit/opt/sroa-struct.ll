; RUN: hlslc-opt -S -passes=sroa %s | FileCheck %s
; A struct local accessed through constant field GEPs is split into scalars
; and promoted; nested vector members split too.

%struct.S = type { float, <2 x float>, i32 }

; CHECK-LABEL: define float @fields(
; CHECK-NOT: alloca
; CHECK-NOT: load
; CHECK-NOT: store
; CHECK: %r = fadd float %a, 2.000000e+00
; CHECK-NEXT: ret float %r
define float @fields(float %a) {
entry:
  %s = alloca %struct.S, align 4
  %f0 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  store float %a, ptr %f0, align 4
  %f1 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  store <2 x float> <float 1.0, float 2.0>, ptr %f1, align 4
  %y = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1, i32 1
  %v = load float, ptr %y, align 4
  %x = load float, ptr %s, align 4
  %r = fadd float %x, %v
  ret float %r
}
