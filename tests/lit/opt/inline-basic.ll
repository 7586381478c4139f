; RUN: hlslc-opt -S -passes=inline %s | FileCheck %s
; Calls to internal user functions are inlined (callee allocas move to the
; caller's entry block, out-parameters become stores through the caller's
; pointer, several returns merge in a phi) and the functions are deleted.

; CHECK-NOT: define internal
; CHECK-LABEL: define float @main(
; CHECK-NEXT: entry:
; CHECK-NEXT: %r = alloca float, align 4
; CHECK-NEXT: %x.addr = alloca float, align 4
; CHECK-NEXT: store float %a, ptr %x.addr, align 4
; CHECK-NEXT: %0 = load float, ptr %x.addr, align 4
; CHECK-NEXT: %mul = fmul float %0, %0
; CHECK-NEXT: %c1 = fcmp ogt float %mul, 0.000000e+00
; CHECK-NEXT: br i1 %c1, label %pos, label %neg
; CHECK: pos:
; CHECK-NEXT: store float %mul, ptr %r, align 4
; CHECK-NEXT: br label %out.exit
; CHECK: neg:
; CHECK-NEXT: %n = fneg float %mul
; CHECK-NEXT: store float %n, ptr %r, align 4
; CHECK-NEXT: br label %out.exit
; CHECK: out.exit:
; CHECK-NEXT: %l = load float, ptr %r, align 4
; CHECK-NEXT: br i1 %c, label %a2, label %b
; CHECK: sel.exit:
; CHECK-NEXT: %k = phi i32 [ 1, %a2 ], [ 2, %b ]
; CHECK-NEXT: %kf = sitofp i32 %k to float
; CHECK-NOT: call
; CHECK: ret float %t

define internal float @sq(float %x) {
entry:
  %x.addr = alloca float, align 4
  store float %x, ptr %x.addr, align 4
  %0 = load float, ptr %x.addr, align 4
  %mul = fmul float %0, %0
  ret float %mul
}

define internal void @out(ptr %o, float %v) {
entry:
  %c = fcmp ogt float %v, 0.0
  br i1 %c, label %pos, label %neg
pos:
  store float %v, ptr %o, align 4
  ret void
neg:
  %n = fneg float %v
  store float %n, ptr %o, align 4
  ret void
}

define internal i32 @sel(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

define float @main(float %a, i1 %c) {
entry:
  %r = alloca float, align 4
  %s = call float @sq(float %a)
  call void @out(ptr %r, float %s)
  %l = load float, ptr %r, align 4
  %k = call i32 @sel(i1 %c)
  %kf = sitofp i32 %k to float
  %t = fadd float %l, %kf
  ret float %t
}
