// Attribute evaluation of the position: DXC's validator rejects it.
// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// CHECK: EvaluateAttributeCentroid-err-position.hlsl:6:10: error: ps_6_0 does not support pull-model evaluation of position.
float4 main(float4 p : SV_Position) : SV_Target {
  return
         EvaluateAttributeCentroid(p);
}
