// Attribute evaluation needs a linear interpolation mode: DXC's validator
// rejects a nointerpolation input.
// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// CHECK: EvaluateAttributeAtSample-err-interp.hlsl:7:10: error: Interpolation mode on A used with eval_* instruction must be linear, linear_centroid, linear_noperspective, linear_noperspective_centroid, linear_sample or linear_noperspective_sample.
float4 main(nointerpolation float4 a : A) : SV_Target {
  return
         EvaluateAttributeAtSample(a, 0);
}
