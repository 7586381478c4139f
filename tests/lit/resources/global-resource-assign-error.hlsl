// RUN: not hlslc -T ps_6_0 -fno-caret-diagnostics %s 2>&1 | FileCheck %s
// Assigning to a global resource variable is accepted (as DXC does), but its
// uses then map to no unique resource: DXC's error, at the assigned value,
// reported after binding.

Texture2D A;
Texture2D Arr[2];
sampler samp : register(s0);

float4 main() : SV_Target {
  A = Arr[1];
  return A.Sample(samp, 0.0);
}

// CHECK: global-resource-assign-error.hlsl:11:7: error: local resource not guaranteed to map to unique global resource. [HL6007]
