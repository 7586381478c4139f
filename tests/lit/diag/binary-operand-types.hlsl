// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// Operands binary operators cannot take, as DXC reports them at the
// operator: arithmetic, ordering, logical and bitwise operators need
// scalars, vectors or matrices; == and != name the user-defined type,
// built-in object or array.

struct S { int a; };

float4 main() : SV_Target {
  S s = (S)0, t = (S)0;
  int arr[2] = {1, 2}, brr[2] = {1, 2};
  int i = 1;
  // CHECK: binary-operand-types.hlsl:[[# @LINE + 1]]:15: error: operator cannot be used with user-defined type 'S'
  bool b0 = s == t;
  // CHECK: binary-operand-types.hlsl:[[# @LINE + 1]]:17: error: equality operators cannot be used with array types
  bool b1 = arr != brr;
  // CHECK: binary-operand-types.hlsl:[[# @LINE + 1]]:13: error: scalar, vector, or matrix expected
  int k = s * t;
  // CHECK: binary-operand-types.hlsl:[[# @LINE + 1]]:15: error: scalar, vector, or matrix expected
  int m = arr | i;
  // CHECK: binary-operand-types.hlsl:[[# @LINE + 1]]:15: error: scalar, vector, or matrix expected
  bool b3 = s < t;
  // CHECK: binary-operand-types.hlsl:[[# @LINE + 1]]:5: error: scalar, vector, or matrix expected
  s += t;
  // CHECK: binary-operand-types.hlsl:[[# @LINE + 1]]:15: error: scalar, vector, or matrix expected
  bool b4 = s && t;
  return i;
}
