; A reference to a metadata node that is never defined is reported at the
; reference once the whole file has been read.
; RUN: not hlslc-opt -S %s 2>&1 | FileCheck %s

; CHECK: err-undefined-metadata.ll:9:18: error: use of undefined metadata '!7'
; CHECK-NOT: error
!dx.valver = !{!0}
!0 = !{i32 1, i32 8}
!1 = !{!0, null, !7}
!named = !{!1}
