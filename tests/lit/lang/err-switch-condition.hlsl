// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// Only scalars convert to a switch's integer condition.

struct S { int i; };
float main(float2 v : V, int1 one : O) : SV_Target {
  S s = {1};
  // CHECK: err-switch-condition.hlsl:[[# @LINE + 1]]:3: error: statement requires expression of integer type ('float2' invalid) [HL4012]
  switch (v) { case 4: return 1; }
  // CHECK: err-switch-condition.hlsl:[[# @LINE + 1]]:3: error: statement requires expression of integer type ('S' invalid) [HL4012]
  switch (s) { case 4: return 1; }
  return 0;
}
