; dxil-prepare drops instruction metadata DXIL does not know (tbaa,
; nontemporal, ...) and keeps the DXIL kinds (dx.precise, dx.nonuniform,
; dx.controlflow.hints, range, alias.scope, noalias, llvm.loop). Module
; flags with a behaviour newer than 3.7 (Max = 7) become Warning (2).
; RUN: hlslc-opt -S -dxil-prepare %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.0-compute"

define float @f(ptr %p, i1 %c) {
entry:
; CHECK: %a = load float, ptr %p, align 4, !dx.precise ![[ONE:[0-9]+]]
; CHECK-NOT: !tbaa
  %a = load float, ptr %p, align 4, !dx.precise !1, !tbaa !2, !nontemporal !3
; CHECK: br i1 %c, label %t, label %e, !dx.controlflow.hints ![[H:[0-9]+]]
  br i1 %c, label %t, label %e, !dx.controlflow.hints !4
t:
; CHECK: %r = load i32, ptr %p, align 4, !range ![[R:[0-9]+]]
  %r = load i32, ptr %p, align 4, !range !5
  br label %e
e:
  ret float %a
}

; CHECK: !llvm.module.flags = !{![[F1:[0-9]+]], ![[F2:[0-9]+]]}
; CHECK-DAG: ![[F1]] = !{i32 1, !"kept", i32 1}
; CHECK-DAG: ![[F2]] = !{i32 2, !"max", i32 4}
!llvm.module.flags = !{!6, !7}

!1 = !{i32 1}
!2 = !{!"float", !1}
!3 = !{i32 1}
!4 = distinct !{!4, !"dx.controlflow.hints", i32 1}
!5 = !{i32 0, i32 10}
!6 = !{i32 1, !"kept", i32 1}
!7 = !{i32 7, !"max", i32 4}
