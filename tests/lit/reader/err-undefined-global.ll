; A call to an undefined function that is not an intrinsic is an error at
; the reference.
; RUN: not hlslc-opt -S %s 2>&1 | FileCheck %s

; CHECK: err-undefined-global.ll:9:13: error: use of undefined value '@nowhere'
; CHECK-NOT: error
define void @f() {
entry:
  call void @nowhere()
  ret void
}
