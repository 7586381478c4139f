; A pass that requires another (passes.def: dxil-op-lower requires
; dxil-intrinsic-expansion) gets it scheduled right before, visibly, unless
; the pipeline already has it there.
; RUN: hlslc-opt -S -disable-output -dxil-op-lower -print-after-all %s 2>&1 | FileCheck %s
; RUN: hlslc-opt -S -disable-output -passes=dxil-intrinsic-expansion,dxil-op-lower -print-after-all %s 2>&1 | FileCheck %s
; CHECK: ; *** IR Dump After dxil-intrinsic-expansion ***
; CHECK: call float @llvm.exp2.f32
; CHECK: ; *** IR Dump After dxil-op-lower ***
; CHECK: call float @dx.op.unary.f32(i32 21
; CHECK-NOT: IR Dump
target triple = "dxil-pc-shadermodel6.0-compute"

define float @f(float %x) {
  %e = call float @llvm.exp.f32(float %x)
  ret float %e
}

declare float @llvm.exp.f32(float)
