// GetAttributeAtVertex needs shader model 6.1: DXC's diagnostic
// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: GetAttributeAtVertex-err-sm60.hlsl:6:10: error: Opcode AttributeAtVertex not valid in shader model ps_6_0.
float4 main(nointerpolation float4 n : N) : SV_Target {
  return GetAttributeAtVertex(n, 1);
}
