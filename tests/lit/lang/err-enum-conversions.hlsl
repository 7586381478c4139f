// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// Nothing converts to an enum implicitly, a scoped enum converts to nothing
// implicitly and has no arithmetic, and enums cannot be incremented.

enum Color { Red, Green };
enum class Mode { A, B };
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  // CHECK: err-enum-conversions.hlsl:[[# @LINE + 1]]:13: error: cannot initialize a variable of type 'Color' with an rvalue of type 'literal int' [HL4002]
  Color c = 1;
  Mode m = Mode::A;
  // CHECK: err-enum-conversions.hlsl:[[# @LINE + 1]]:12: error: cannot initialize a variable of type 'uint' with an lvalue of type 'Mode' [HL4002]
  uint x = m;
  // CHECK: err-enum-conversions.hlsl:[[# @LINE + 1]]:14: error: invalid operands to binary expression ('Mode' and 'literal int') [HL4003]
  Out[0] = m + 1;
  // CHECK: err-enum-conversions.hlsl:[[# @LINE + 1]]:4: error: cannot increment expression of enum type 'Color' [HL4003]
  c++;
  // CHECK: err-enum-conversions.hlsl:[[# @LINE + 1]]:12: error: cannot initialize a variable of type 'Mode' with an rvalue of type 'Color' [HL4002]
  Mode n = Green;
  // CHECK: err-enum-conversions.hlsl:[[# @LINE + 1]]:12: error: invalid argument type 'Mode' to unary expression [HL4003]
  Out[1] = -m;
}
