// ddx_coarse: derivatives are not available in vertex shaders: DXC's diagnostic
// RUN: not hlslc -T vs_6_0 -E main %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: ddx_coarse-err-vs.hlsl:6:10: error: Opcode DerivCoarseX not valid in shader model vs_6_0.
float4 main(float4 a : A, nointerpolation float4 n : N) : SV_Position {
  return ddx_coarse(a);
}
