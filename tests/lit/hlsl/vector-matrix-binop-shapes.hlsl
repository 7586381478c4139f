// RUN: not hlslc -T ps_6_0 %s 2>&1 | FileCheck %s
// The shape of a binary operation between vectors and matrices is DXC's
// CombineDimensions: the operand with more components when the other
// splats to it, else the other when this one truncates to it (a one-row or
// one-column matrix truncates to a shorter vector, a vector converts to a
// matrix of as many components); when neither converts, the right operand's
// conversion to the left one fails.

float4 v4;
float3 v3;
float2 v2;
float4x4 m44;
float2x2 m22;
float1x4 m14;
float3x2 m32;
float2x3 m23;

float4 main() : SV_Target {
  // CHECK: [[# @LINE + 1]]:19: warning: implicit truncation of vector type
  float3 a = v3 * m14;
  // CHECK: [[# @LINE + 1]]:14: warning: implicit truncation of vector type
  float2 b = m14 / v2;
  // CHECK: [[# @LINE + 1]]:16: warning: implicit truncation of vector type
  float3x2 c = m44 + m32;
  // no warning: as many components
  float4 d = v4 / m22;
  float2x2 e = m22 - v4;
  float4 f = v4 + m14;
  // CHECK: [[# @LINE + 1]]:19: error: cannot convert from 'float4x4' to 'float4'
  float4 g = v4 * m44;
  // CHECK: [[# @LINE + 1]]:22: error: cannot convert from 'float4' to 'float4x4'
  float4x4 h = m44 + v4;
  // CHECK: [[# @LINE + 1]]:22: error: cannot convert from 'float3x2' to 'float2x3'
  float2x3 i = m23 - m32;
  // CHECK-NOT: error
  return a.xyzz + b.xyxy + d + f;
}
