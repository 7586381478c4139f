// RUN: not hlslc -T cs_6_0 -E main %s -fcgl 2>&1 | FileCheck %s
// Assignments to read-only storage.

cbuffer CB : register(b0) { float scale; };
Buffer<float> In : register(t0);
static const float K = 1;

[numthreads(1, 1, 1)]
void main() {
  const float c = 2;
  // CHECK: err-assign-const.hlsl:[[# @LINE + 1]]:3: error: cannot assign to variable 'c' with const-qualified type 'const float' [HL4004]
  c = 3;
  // CHECK: err-assign-const.hlsl:[[# @LINE + 1]]:3: error: cannot assign to variable 'K' with const-qualified type 'const float' [HL4004]
  K++;
  // CHECK: err-assign-const.hlsl:[[# @LINE + 1]]:3: error: cannot assign to constant buffer member 'scale' [HL4004]
  scale = 1;
  // CHECK: err-assign-const.hlsl:[[# @LINE + 1]]:3: error: cannot assign to a read-only resource [HL4004]
  In[0] = 1;
  float4 v = 0;
  // CHECK: err-assign-const.hlsl:[[# @LINE + 1]]:3: error: vector is not assignable (contains duplicate components) [HL4004]
  v.xx = float2(1, 2);
  // CHECK: err-assign-const.hlsl:[[# @LINE + 1]]:3: error: expression is not assignable [HL4004]
  1 = v.x;
}
