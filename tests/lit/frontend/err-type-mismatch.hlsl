// RUN: not hlslc -T cs_6_0 -E main %s -fcgl 2>&1 | FileCheck %s
// Conversions HLSL does not allow implicitly are errors with both types;
// in a variable's initializer with clang's wording, as DXC reports them.

struct A { float x; };
struct B { float x; };
RWBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  float2 v2 = 1;
  // CHECK: err-type-mismatch.hlsl:[[# @LINE + 1]]:15: error: cannot initialize a variable of type 'float4' with an lvalue of type 'float2' [HL4002]
  float4 v4 = v2;
  A a = (A)0;
  // CHECK: err-type-mismatch.hlsl:[[# @LINE + 1]]:9: error: cannot initialize a variable of type 'B' with an lvalue of type 'A' [HL4002]
  B b = a;
  // CHECK: err-type-mismatch.hlsl:[[# @LINE + 1]]:13: error: cannot initialize a variable of type 'float' with an lvalue of type 'A' [HL4002]
  float f = a;
  // CHECK: err-type-mismatch.hlsl:[[# @LINE + 1]]:15: error: scalar, vector, or matrix expected [HL4003]
  float g = a + 1.0;
  // CHECK: err-type-mismatch.hlsl:[[# @LINE + 1]]:19: error: int or unsigned int type required [HL4003]
  float h = f % 2 | 1;
  Out[0] = v4;
}
