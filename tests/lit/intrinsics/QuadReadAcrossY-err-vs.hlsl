// QuadReadAcrossY: quad operations not in vertex shaders: DXC's diagnostic
// RUN: not hlslc -T vs_6_0 -E main %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: QuadReadAcrossY-err-vs.hlsl:6:10: error: Opcode QuadOp not valid in shader model vs_6_0.
float4 main(float4 a : A, nointerpolation float4 n : N) : SV_Position {
  return QuadReadAcrossY(a);
}
