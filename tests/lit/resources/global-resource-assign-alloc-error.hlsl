// RUN: not hlslc -T ps_6_0 -fno-caret-diagnostics %s 2>&1 | FileCheck %s
// An assigned global resource is still bound (DXC): with an unbounded array
// taking the rest of space 0 it cannot be allocated, which is reported
// first, as DXC does.

Texture2D Textures[];
Texture2D MyTexture;
sampler samp : register(s0);

float4 main() : SV_Target {
  MyTexture = Textures[0];
  return MyTexture.Sample(samp, 0.0);
}

// CHECK: global-resource-assign-alloc-error.hlsl:7:11: error: resource MyTexture could not be allocated [HL6002]
// CHECK-NOT: error:
