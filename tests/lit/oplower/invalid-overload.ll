; Sin has no double overload in any shader model.
; RUN: not hlslc-opt -S -dxil-op-lower %s 2>&1 | FileCheck %s
; CHECK: error: Sin overload double is not allowed{{( \[HL6313\])?$}}

target triple = "dxil-pc-shadermodel6.6-compute"

define double @f(double %x) {
  %r = call double @llvm.sin.f64(double %x)
  ret double %r
}

declare double @llvm.sin.f64(double)
