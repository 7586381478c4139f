// RUN: hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// Passing a smaller variable to an out/inout vector parameter truncates the
// value copied back: DXC warns at the argument.

float2 val;
void TakeOut(out float2 it) { it = val; }
void TakeInOut(inout float3 it) { it += 1; }

float4 main(float a : A) : SV_Target {
  float x = a, y = a;
  // CHECK: warn-out-arg-truncation.hlsl:[[# @LINE + 1]]:11: warning: implicit truncation of vector type
  TakeOut(x);
  // CHECK: warn-out-arg-truncation.hlsl:[[# @LINE + 1]]:13: warning: implicit truncation of vector type
  TakeInOut(y);
  float3 z = 0;
  // CHECK-NOT: warning
  TakeInOut(z);
  return float4(x, y, z.x, 1);
}
