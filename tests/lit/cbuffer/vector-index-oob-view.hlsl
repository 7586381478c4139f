// The out-of-bounds error names the buffer the vector was read from:
// $Globals for a global, the variable for a ConstantBuffer<T>.
// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
struct S { float3 v; };
ConstantBuffer<S> CB : register(b1);
float2 g;

float main(uint k : K) : SV_Target {
  uint a = 3, b = 2;
  return CB.v[a] + g[b] + g[k];
}
// CHECK: vector-index-oob-view.hlsl:10:10: error: Out of bounds index (3) in CBuffer 'CB' [HL6035]
// CHECK: vector-index-oob-view.hlsl:10:20: error: Out of bounds index (2) in CBuffer '$Globals' [HL6035]
// CHECK-NOT: error
