// RUN: not hlslc -T cs_6_0 -E main %s -fcgl 2>&1 | FileCheck %s
// Constructors and initializer lists need exactly the right number of
// components; DXC words it the same for every type.

RWBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  // CHECK: err-vector-init.hlsl:[[# @LINE + 1]]:14: error: too few elements in vector initialization (expected 4 elements, have 3) [HL4014]
  float4 a = float4(1, 2, 3);
  // CHECK: err-vector-init.hlsl:[[# @LINE + 1]]:14: error: too many elements in vector initialization (expected 2 elements, have 3) [HL4014]
  float2 b = {1, 2, 3};
  // CHECK: err-vector-init.hlsl:[[# @LINE + 1]]:19: error: too few elements in vector initialization (expected 4 elements, have 2) [HL4014]
  float c[2][2] = {1, 2};
  Out[0] = a;
}
