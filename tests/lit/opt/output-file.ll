; -o writes the module to a file; -disable-output writes nothing.
; RUN: hlslc-opt -S %s -o %t.out.ll
; RUN: FileCheck %s < %t.out.ll
; RUN: hlslc-opt -S -disable-output %s | count 0
; CHECK: define void @f()
define void @f() {
  ret void
}
