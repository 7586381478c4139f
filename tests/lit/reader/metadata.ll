; Metadata: forward references, distinct and self-referencing nodes, named
; metadata, strings with escapes, values, null operands and attachments.
; RUN: hlslc-opt -S %s | FileCheck %s

; CHECK: br label %loop, !llvm.loop ![[LOOP:[0-9]+]]
; CHECK: !dx.valver = !{![[VV:[0-9]+]]}
; CHECK: !dx.entryPoints = !{![[EP:[0-9]+]]}
; CHECK-DAG: ![[VV]] = !{i32 1, i32 8}
; CHECK-DAG: ![[EP]] = !{ptr @main, !"main", null, ![[STR:[0-9]+]]}
; CHECK-DAG: ![[STR]] = !{!"a\22b\\c"}
; CHECK-DAG: ![[LOOP]] = distinct !{![[LOOP]], ![[UNROLL:[0-9]+]]}
; CHECK-DAG: ![[UNROLL]] = !{!"llvm.loop.unroll.full"}

define void @main() {
entry:
  br label %loop
loop:
  br label %loop, !llvm.loop !3
}

!dx.valver = !{!0}
!dx.entryPoints = !{!1}
!1 = !{ptr @main, !"main", null, !2}
!0 = !{i32 1, i32 8}
!2 = !{!"a\22b\5Cc"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.full"}
