// RUN: hlslc -T ps_6_0 %s 2>&1 | FileCheck %s
// clang reports a truncating conversion where DXC does: an initializer at
// the variable's name, an assigned value at the '=', a returned value and
// an argument at their start (parentheses included), an operand of a
// binary operator at the operand, once.

float4 v4;
float3 v3;
float2 g() {
  // CHECK: [[# @LINE + 1]]:10: warning: implicit truncation of vector type
  return v4 + v4;
}
float2 g2() {
  // CHECK: [[# @LINE + 1]]:10: warning: implicit truncation of vector type
  return (v4);
}
float2 f(float2 a) { return a; }

float4 main() : SV_Target {
  // CHECK: [[# @LINE + 1]]:10: warning: implicit truncation of vector type
  float2 x = v4;
  // CHECK: [[# @LINE + 1]]:10: warning: implicit truncation of vector type
  float2 y = v4 * 2 + 1;
  float2 w;
  // CHECK: [[# @LINE + 1]]:5: warning: implicit truncation of vector type
  w = v4 * 2;
  // CHECK: [[# @LINE + 1]]:8: warning: implicit truncation of vector type
  w += v4;
  // CHECK: [[# @LINE + 1]]:5: warning: implicit truncation of vector type
  f(v4 + v4);
  // CHECK: [[# @LINE + 2]]:19: warning: implicit truncation of vector type
  // CHECK: [[# @LINE + 1]]:10: warning: implicit truncation of vector type
  float2 z = v3 * v4;
  // CHECK-NOT: warning
  return float4(x + y + w + z, 0, 0);
}
