; -mtriple replaces the module's triple, normalized like LLVM does (empty
; components become "unknown").
; RUN: hlslc-opt -S -mtriple=dxil--shadermodel6.3-library %s | FileCheck %s
; CHECK: target triple = "dxil-unknown-shadermodel6.3-library"
target triple = "dxil-pc-shadermodel6.0-compute"
define void @f() {
  ret void
}
