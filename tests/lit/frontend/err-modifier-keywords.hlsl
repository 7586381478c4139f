// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// Modifiers other than DXC's contextual keywords are keywords: they go
// before a declaration's type, never after it, and name no variable.
// (const, static, extern may follow the type, as in C++.)

static float const c0 = 1;
static float s0 = 2;

// CHECK: err-modifier-keywords.hlsl:[[# @LINE + 1]]:7: error: modifiers must appear before type [HL3002]
float groupshared g;
// CHECK: err-modifier-keywords.hlsl:[[# @LINE + 1]]:10: error: modifiers must appear before type [HL3002]
float4x4 row_major m;

// CHECK: err-modifier-keywords.hlsl:[[# @LINE + 1]]:20: error: modifiers must appear before type [HL3002]
float4 main(float4 nointerpolation p : P) : SV_Target {
  // CHECK: err-modifier-keywords.hlsl:[[# @LINE + 1]]:9: error: modifiers must appear before type [HL3002]
  float point = 1;
  // CHECK: err-modifier-keywords.hlsl:[[# @LINE + 1]]:9: error: modifiers must appear before type [HL3002]
  float linear = 2;
  return p + c0 + s0;
}
