// RUN: not hlslc -T lib_6_3 -HV 2021 %s 2>&1 | FileCheck %s
// Each operand of a bitwise operator (<<, >>, &, |, ^ and their compound
// assignments) must be an integer or bool, whatever the other operand is
// (DXC's ValidateTypeRequirements); a bool lvalue takes only &=, |= and ^=.

export int shifts(int i, float x, bool b) {
  // CHECK: err-bitwise-operands.hlsl:[[# @LINE + 1]]:9: error: int or unsigned int type required [HL4003]
  i = i << x;
  // CHECK: err-bitwise-operands.hlsl:[[# @LINE + 1]]:5: error: int or unsigned int type required [HL4003]
  i <<= x;
  // CHECK: err-bitwise-operands.hlsl:[[# @LINE + 1]]:5: error: int or unsigned int type required [HL4003]
  x &= i;
  // CHECK: err-bitwise-operands.hlsl:[[# @LINE + 1]]:9: error: int or unsigned int type required [HL4003]
  i = i ^ 1.0;
  // CHECK-NOT: error
  i = i << b;
  i &= b;
  b &= i;
  b |= i;
  b ^= i;
  return i;
}

export bool bools(int i, float x, bool b) {
  // CHECK: err-bitwise-operands.hlsl:[[# @LINE + 1]]:5: error: operator cannot be used with a bool lvalue [HL4003]
  b <<= i;
  // CHECK: err-bitwise-operands.hlsl:[[# @LINE + 1]]:5: error: operator cannot be used with a bool lvalue [HL4003]
  b >>= i;
  // CHECK: err-bitwise-operands.hlsl:[[# @LINE + 1]]:5: error: operator cannot be used with a bool lvalue [HL4003]
  b += 1;
  // CHECK: err-bitwise-operands.hlsl:[[# @LINE + 1]]:5: error: operator cannot be used with a bool lvalue [HL4003]
  b *= x;
  // operand kinds are checked first
  // CHECK: err-bitwise-operands.hlsl:[[# @LINE + 1]]:5: error: int or unsigned int type required [HL4003]
  b <<= x;
  return b;
}
