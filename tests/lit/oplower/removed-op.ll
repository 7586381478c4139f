; createHandle was removed in shader model 6.6 (createHandleFromBinding and
; annotateHandle replace it); a module still calling it is rejected.
; RUN: not hlslc-opt -S -dxil-op-lower %s 2>&1 | FileCheck %s
; CHECK: error: CreateHandle is not available in shader model 6.6 (removed in shader model 6.6)

target triple = "dxil-pc-shadermodel6.6-compute"

%dx.types.Handle = type { ptr }

define void @main() {
  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
