; RUN: not hlslc-opt -S -passes=dxil-post-optimization-validation %s 2>&1 | FileCheck %s
;
; A structured buffer's hidden counter may be incremented or decremented, but
; not both; each offending counter update is reported.

target triple = "dxil-pc-shadermodel6.0-compute"

define void @main() {
  %h = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %x = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", float, 1, 0) %h, i8 1)
  %y = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", float, 1, 0) %h, i8 -1)
  ret void
}

; CHECK: error: RWStructuredBuffers may increment or decrement their counters, but not both.
; CHECK: error: RWStructuredBuffers may increment or decrement their counters, but not both.
