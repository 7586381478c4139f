; A file that ends inside a function body: one diagnostic with the position
; where the input stopped, and exit status 1.
; RUN: head -n 9 %s > %t.ll
; RUN: not hlslc-opt -S %t.ll 2>&1 | FileCheck %s

; CHECK: err-truncated.ll.tmp.ll:10:1: error: expected instruction opcode
; CHECK-NOT: error
define void @f() {
entry:
  ret void
}
