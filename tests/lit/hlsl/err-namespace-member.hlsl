// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// A name missing from a known namespace (reported at the missing
// component), and an unknown namespace.

namespace N { float a; namespace M { float b; } }

float main() : SV_Target {
  // CHECK: err-namespace-member.hlsl:[[# @LINE + 1]]:16: error: no member named 'b' in namespace 'N' [HL4018]
  float x = N::b;
  // CHECK: err-namespace-member.hlsl:[[# @LINE + 1]]:16: error: no member named 'Q' in namespace 'N' [HL4018]
  float y = N::Q::b + N::M::c;
  // CHECK: err-namespace-member.hlsl:[[# @LINE - 1]]:29: error: no member named 'c' in namespace 'N::M' [HL4018]
  // CHECK: err-namespace-member.hlsl:[[# @LINE + 1]]:10: error: use of undeclared identifier 'M' [HL4001]
  return M::a + x + y;
}
