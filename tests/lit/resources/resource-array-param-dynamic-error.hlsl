// RUN: not hlslc -T ps_6_0 -fno-caret-diagnostics %s 2>&1 | FileCheck %s
// An unbounded array passed to a parameter of unknown size that its function
// indexes dynamically: no bound on the handles to pass (a sized argument is
// fine).

Texture2D Tex[] : register(t4);
Texture2D Tex4[4] : register(t0);
int i;
float4 f(Texture2D t[]) { return t[i].Load(int3(0, 0, 0)); }

float4 main() : SV_Target {
  return f(Tex4) + f(Tex);
}

// CHECK-NOT: error
// CHECK: resource-array-param-dynamic-error.hlsl:12:22: error: an unbounded resource array passed to a parameter of unknown size must be indexed with constants in the callee [HL4201]
// CHECK-NOT: error
