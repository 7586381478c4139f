; Defining a local value twice is an error at the second definition.
; RUN: not hlslc-opt -S %s 2>&1 | FileCheck %s

; CHECK: err-redefinition.ll:9:3: error: redefinition of value '%b'
; CHECK-NOT: error
define i32 @f(i32 %a) {
entry:
  %b = add i32 %a, 1
  %b = add i32 %a, 2
  ret i32 %b
}
