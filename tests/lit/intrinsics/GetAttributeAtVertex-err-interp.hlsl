// GetAttributeAtVertex needs a nointerpolation input: DXC's validator rule.
// RUN: not hlslc -T ps_6_1 -E main %s 2>&1 | FileCheck %s
// CHECK: GetAttributeAtVertex-err-interp.hlsl:6:10: error: Attribute A must have nointerpolation mode in order to use GetAttributeAtVertex function.
float4 main(float4 a : A) : SV_Target {
  return
         GetAttributeAtVertex(a, 1);
}
