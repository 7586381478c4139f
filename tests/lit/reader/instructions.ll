; Instruction forms, including forward references to values and blocks
; (phi), switch tables, atomics, vector shuffles, aggregates and flags.
; RUN: hlslc-opt -S %s | FileCheck %s

; CHECK-LABEL: define i32 @f(i32 %x, ptr %p, <4 x float> %v) {
define i32 @f(i32 %x, ptr %p, <4 x float> %v) {
entry:
; CHECK: %c = icmp slt i32 %x, 10
  %c = icmp slt i32 %x, 10
  br i1 %c, label %loop, label %exit
loop:
; CHECK: %i = phi i32 [ 0, %entry ], [ %n, %loop ]
  %i = phi i32 [ 0, %entry ], [ %n, %loop ]
; CHECK: %n = add nuw nsw i32 %i, 1
  %n = add nuw nsw i32 %i, 1
; CHECK: %d = or disjoint i32 %n, 16
  %d = or disjoint i32 %n, 16
; CHECK: %f = fmul fast float 1.000000e+00, 2.000000e+00
  %f = fmul fast float 1.0, 2.0
; CHECK: %r = atomicrmw add ptr %p, i32 1 monotonic, align 4
  %r = atomicrmw add ptr %p, i32 1 monotonic, align 4
; CHECK: %cx = cmpxchg ptr %p, i32 0, i32 1 seq_cst monotonic, align 4
  %cx = cmpxchg ptr %p, i32 0, i32 1 seq_cst monotonic, align 4
; CHECK: %e = extractvalue { i32, i1 } %cx, 0
  %e = extractvalue { i32, i1 } %cx, 0
; CHECK: %sv = shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 3, i32 poison>
  %sv = shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 3, i32 poison>
; CHECK: %el = extractelement <2 x float> %sv, i32 0
  %el = extractelement <2 x float> %sv, i32 0
; CHECK: %ng = fneg nnan float %el
  %ng = fneg nnan float %el
; CHECK: %fz = freeze i32 %e
  %fz = freeze i32 %e
; CHECK: %t = trunc i32 %fz to i8
  %t = trunc i32 %fz to i8
; CHECK: %z = zext nneg i8 %t to i32
  %z = zext nneg i8 %t to i32
; CHECK: %s = select i1 %c, i32 %z, i32 %d
  %s = select i1 %c, i32 %z, i32 %d
; CHECK: switch i32 %s, label %exit [
; CHECK-NEXT: i32 0, label %loop
; CHECK-NEXT: i32 1, label %exit
; CHECK-NEXT: ]
  switch i32 %s, label %exit [
    i32 0, label %loop
    i32 1, label %exit
  ]
exit:
; CHECK: %res = phi i32 [ 0, %entry ], [ %s, %loop ], [ %s, %loop ]
  %res = phi i32 [ 0, %entry ], [ %s, %loop ], [ %s, %loop ]
  ret i32 %res
}
