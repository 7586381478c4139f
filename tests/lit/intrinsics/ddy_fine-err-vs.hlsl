// ddy_fine: derivatives are not available in vertex shaders: DXC's diagnostic
// RUN: not hlslc -T vs_6_0 -E main %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: ddy_fine-err-vs.hlsl:6:10: error: Opcode DerivFineY not valid in shader model vs_6_0.
float4 main(float4 a : A, nointerpolation float4 n : N) : SV_Position {
  return ddy_fine(a);
}
