; Characters outside LLVM's syntax are reported with their position.
; RUN: not hlslc-opt -S %s 2>&1 | FileCheck %s

; CHECK: err-bad-character.ll:8:12: error: invalid character '?'
; CHECK-NOT: error
define void @f() {
entry:
  ret void ?
}
