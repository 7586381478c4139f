// EvaluateAttributeAtSample only in pixel shaders: DXC's diagnostic
// RUN: not hlslc -T vs_6_1 -E main %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: EvaluateAttributeAtSample-err-vs.hlsl:6:10: error: Opcode EvalSampleIndex not valid in shader model vs_6_1.
float4 main(float4 a : A, nointerpolation float4 n : N) : SV_Position {
  return EvaluateAttributeAtSample(a, 1);
}
