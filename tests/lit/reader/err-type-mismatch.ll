; Using a value with a type other than its definition's is an error at the use.
; RUN: not hlslc-opt -S %s 2>&1 | FileCheck %s

; CHECK: err-type-mismatch.ll:9:11: error: '%a' defined with type 'i32' but expected 'i64'
; CHECK-NOT: error
define i64 @f(i32 %a) {
entry:
  %b = add i32 %a, 1
  ret i64 %a
}
