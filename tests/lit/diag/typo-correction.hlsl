// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// An undeclared name used as a value: clang's typo correction suggests the
// one visible variable or function nearest to it (an edit distance under a
// third of its length), with a note at its declaration; none when two are
// as near, when it is too far, or inside the arguments of a call to an
// undeclared function (no correction could make that call valid).

float4 main(float4 input : IN) : SV_Target {
  float4 colour = input;
  float4 offset_a = 1, offset_b = 2;
  // CHECK: typo-correction.hlsl:[[# @LINE + 2]]:10: error: use of undeclared identifier 'color'; did you mean 'colour'?
  // CHECK: typo-correction.hlsl:[[# @LINE - 3]]:10: note: 'colour' declared here
  return color
  // CHECK: typo-correction.hlsl:[[# @LINE + 1]]:10: error: use of undeclared identifier 'offset_c' [HL4001]
       + offset_c
  // CHECK: typo-correction.hlsl:[[# @LINE + 1]]:10: error: use of undeclared identifier 'xyz' [HL4001]
       + xyz
  // CHECK: typo-correction.hlsl:[[# @LINE + 1]]:19: error: use of undeclared identifier 'colr' [HL4001]
       + undef_fn(colr);
}
