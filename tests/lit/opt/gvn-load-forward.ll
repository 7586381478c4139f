; RUN: hlslc-opt -S -passes=gvn-load %s | FileCheck %s
; A load from a local array element or a global takes the value the nearest
; earlier store to the same pointer wrote (or an earlier load read), looking
; back through the block and up single-predecessor chains. Stores into other
; objects and into other fields of the same element do not stop the scan; a
; store through another pointer into the same object, a call that may write
; memory, or a join does.

%struct.V = type { <4 x float>, <3 x float> }
@g = internal global float 0.000000e+00
declare void @clobber()

; CHECK-LABEL: define void @fields(
; CHECK: store <4 x float> %v, ptr %e
; CHECK: store <3 x float> %n, ptr %f1
; CHECK: store float 1.000000e+00, ptr %o
; CHECK: store float 2.000000e+00, ptr @g
; CHECK-NOT: load
; CHECK: call void @use4(<4 x float> %v)
; CHECK: call void @use(float 1.000000e+00)
; CHECK: call void @use(float 2.000000e+00)
define void @fields(i32 %i, <4 x float> %v, <3 x float> %n) {
entry:
  %arr = alloca [3 x %struct.V], align 4
  %other = alloca [3 x float], align 4
  %e = getelementptr inbounds [3 x %struct.V], ptr %arr, i32 0, i32 %i
  store <4 x float> %v, ptr %e, align 4
  %f1 = getelementptr inbounds %struct.V, ptr %e, i32 0, i32 1
  store <3 x float> %n, ptr %f1, align 4
  %o = getelementptr inbounds [3 x float], ptr %other, i32 0, i32 %i
  store float 1.000000e+00, ptr %o, align 4
  store float 2.000000e+00, ptr @g, align 4
  br label %next

next:
  %l = load <4 x float>, ptr %e, align 4
  call void @use4(<4 x float> %l)
  %lo = load float, ptr %o, align 4
  call void @use(float %lo)
  %lg = load float, ptr @g, align 4
  call void @use(float %lg)
  ret void
}

; CHECK-LABEL: define void @stops(
; CHECK: %a = load float, ptr %p
; CHECK: %b = load float, ptr %p
; CHECK: %d = phi float
; CHECK: %c = load float, ptr %p
define void @stops(i32 %i, i32 %j, i1 %c0) {
entry:
  %arr = alloca [4 x float], align 4
  %p = getelementptr inbounds [4 x float], ptr %arr, i32 0, i32 %i
  %q = getelementptr inbounds [4 x float], ptr %arr, i32 0, i32 %j
  store float 1.000000e+00, ptr %p, align 4
  store float 2.000000e+00, ptr %q, align 4
  %a = load float, ptr %p, align 4
  store float 3.000000e+00, ptr %p, align 4
  call void @clobber()
  %b = load float, ptr %p, align 4
  br i1 %c0, label %l, label %r

l:
  br label %join

r:
  br label %join

join:
  %d = phi float [ %a, %l ], [ %b, %r ]
  %c = load float, ptr %p, align 4
  call void @use(float %c)
  call void @use(float %d)
  ret void
}

declare void @use(float) #0
declare void @use4(<4 x float>) #0
attributes #0 = { memory(none) }
