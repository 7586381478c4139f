; A local that is never defined is reported at its first use once the
; function has been read.
; RUN: not hlslc-opt -S %s 2>&1 | FileCheck %s

; CHECK: err-undefined-value.ll:10:20: error: use of undefined value '%missing'
; CHECK-NOT: error
define i32 @f(i32 %a) {
entry:
  %b = add i32 %a, 1
  %c = add i32 %b, %missing
  ret i32 %c
}
