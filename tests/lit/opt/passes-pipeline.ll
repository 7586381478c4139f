; -passes= runs the listed passes in order; function(...) adaptors are
; flattened and -print-after prints the module after each run of that pass.
; RUN: hlslc-opt -S -disable-output -passes='function(dxil-resource-type),dxil-resource-type' -print-after=dxil-resource-type %s 2>&1 | FileCheck %s
; CHECK: ; *** IR Dump After dxil-resource-type ***
; CHECK: define void @f()
; CHECK: ; *** IR Dump After dxil-resource-type ***
; CHECK: define void @f()
; CHECK-NOT: IR Dump
define void @f() {
  ret void
}
