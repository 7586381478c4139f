// fwidth: derivatives are not available in vertex shaders: DXC's diagnostic
// RUN: not hlslc -T vs_6_0 -E main %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: fwidth-err-vs.hlsl:7:10: error: Opcode DerivCoarseX not valid in shader model vs_6_0.
// CHECK: fwidth-err-vs.hlsl:7:10: error: Opcode DerivCoarseY not valid in shader model vs_6_0.
float4 main(float4 a : A, nointerpolation float4 n : N) : SV_Position {
  return fwidth(a);
}
