; RUN: hlslc-opt -S -passes=instsimplify %s | FileCheck %s
; An llvm.* intrinsic that lowers to one DXIL op with the same operands
; folds on constants as that op does (DXC lowers to dx.op calls before it
; optimises): round to nearest even, floor, fmax.

; CHECK-LABEL: define float @f(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret float 2.000000e+00
define float @f() {
entry:
  %a = call float @llvm.roundeven.f32(float 2.5)
  %b = call float @llvm.floor.f32(float 1.75)
  %c = call float @llvm.maxnum.f32(float %a, float %b)
  ret float %c
}

declare float @llvm.roundeven.f32(float)
declare float @llvm.floor.f32(float)
declare float @llvm.maxnum.f32(float, float)
