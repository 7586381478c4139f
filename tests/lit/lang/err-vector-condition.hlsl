// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// Statement conditions must be scalars (use any()/all()), with DXC's
// wording per statement; every one is reported.

float4 m;
float4 main(float4 a : A) : SV_Target {
  int x = 0;
  // CHECK: err-vector-condition.hlsl:[[# @LINE + 1]]:10: error: while statement conditional expressions must evaluate to a scalar
  while (a > 0) { a -= 2; x++; }
  do { a -= 2; x++; }
  // CHECK: err-vector-condition.hlsl:[[# @LINE + 1]]:10: error: do-while statement conditional expressions must evaluate to a scalar
  while (a > 0);
  // CHECK: err-vector-condition.hlsl:[[# @LINE + 1]]:20: error: for statement conditional expressions must evaluate to a scalar
  for (uint i = 0; a > 0; a--) x++;
  // CHECK: err-vector-condition.hlsl:[[# @LINE + 1]]:7: error: if statement conditional expressions must evaluate to a scalar
  if (m) return x;
  return 1;
}
