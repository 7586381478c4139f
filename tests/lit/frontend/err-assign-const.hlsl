// RUN: not hlslc -T cs_6_0 -E main %s -fcgl 2>&1 | FileCheck %s
// Assignments to read-only storage, reported at the operator as clang does;
// a const variable (local, static global, constant-buffer member) is named,
// with a note at its declaration.

cbuffer CB : register(b0) { float scale; };
Buffer<float> In : register(t0);
static const float K = 1;

[numthreads(1, 1, 1)]
void main() {
  const float c = 2;
  // CHECK: err-assign-const.hlsl:[[# @LINE + 2]]:5: error: cannot assign to variable 'c' with const-qualified type 'const float' [HL4004]
  // CHECK: err-assign-const.hlsl:[[# @LINE - 2]]:15: note: variable 'c' declared const here
  c = 3;
  // CHECK: err-assign-const.hlsl:[[# @LINE + 2]]:4: error: cannot assign to variable 'K' with const-qualified type 'const float' [HL4004]
  // CHECK: err-assign-const.hlsl:8:20: note: variable 'K' declared const here
  K++;
  // CHECK: err-assign-const.hlsl:[[# @LINE + 2]]:9: error: cannot assign to variable 'scale' with const-qualified type 'const float' [HL4004]
  // CHECK: err-assign-const.hlsl:6:35: note: variable 'scale' declared const here
  scale = 1;
  // CHECK: err-assign-const.hlsl:[[# @LINE + 1]]:9: error: cannot assign to a read-only resource [HL4004]
  In[0] = 1;
  float4 v = 0;
  // CHECK: err-assign-const.hlsl:[[# @LINE + 1]]:8: error: vector is not assignable (contains duplicate components) [HL4004]
  v.xx = float2(1, 2);
  // CHECK: err-assign-const.hlsl:[[# @LINE + 1]]:5: error: expression is not assignable [HL4004]
  1 = v.x;
}
