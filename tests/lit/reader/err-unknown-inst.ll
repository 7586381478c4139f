; An unknown instruction name is reported at its position.
; RUN: not hlslc-opt -S %s 2>&1 | FileCheck %s

; CHECK: err-unknown-inst.ll:9:8: error: expected instruction opcode
; CHECK-NOT: error
define i32 @f(i32 %a) {
entry:
  %b = add i32 %a, 1
  %c = frobnicate i32 %b, 2
  ret i32 %c
}
