// RUN: hlslc -T ps_6_0 -E main %s -fcgl 2>&1 | FileCheck %s
// RUN: hlslc -T ps_6_0 -E main %s -fcgl -Wno-parentheses 2>&1 | FileCheck --check-prefix=OFF %s
// RUN: hlslc -T ps_6_0 -E main %s -fcgl -Wno-parentheses-equality 2>&1 | FileCheck --check-prefix=NOEQ %s
// clang's condition checks, as DXC reports them: an assignment used as a
// condition without parentheses (-Wparentheses), and an equality in extra
// parentheses whose left side could be assigned (-Wparentheses-equality,
// part of -Wparentheses), unless the parentheses come from a macro.
// OFF-NOT: warning
// NOEQ-NOT: equality comparison with
// NOEQ: assignment as a condition
// NOEQ-NOT: equality comparison with

float4 g;
#define SAME(a, b) (a == b)

float main(int i : I) : SV_Target {
  float4 x = g;
  int k = i;
  // CHECK: condition-parentheses.hlsl:[[# @LINE + 3]]:12: warning: equality comparison with extraneous parentheses [-Wparentheses-equality]
  // CHECK: [[# @LINE + 2]]:12: note: remove extraneous parentheses around the comparison to silence this warning
  // CHECK: [[# @LINE + 1]]:12: note: use '=' to turn this equality comparison into an assignment
  if ((x.y == 0)) return 1;
  // a uniform cannot be assigned to: no warning
  if ((g.y == 0)) return 2;
  if (SAME(x.z, 1)) return 3;
  // CHECK-NOT: :[[# @LINE - 3]]:
  // CHECK: condition-parentheses.hlsl:[[# @LINE + 3]]:9: warning: using the result of an assignment as a condition without parentheses [-Wparentheses]
  // CHECK: note: place parentheses around the assignment to silence this warning
  // CHECK: note: use '==' to turn this assignment into an equality comparison
  if (k = 2) return 4;
  if ((k = 3)) return 5;
  // CHECK: condition-parentheses.hlsl:[[# @LINE + 2]]:13: warning: equality comparison
  // CHECK: note: use '=' to turn this equality comparison into an assignment
  while ((k == 3)) k++;
  // CHECK-NOT: warning
  if ((k != 5)) return 6;
  return (k == 6) ? 7 : 8;
}
