// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A groupshared array of vectors becomes one array of scalars (DXIL has
// no vectors or nested arrays in memory): element i, component c lives
// at 4*i + c, like DXC's ".v.1dim" globals.

RWStructuredBuffer<float4> Out : register(u0);
groupshared float4 cache[64];

// CHECK: @"\01?cache@@3PAV?$vector@M$03@@A.v.1dim" = addrspace(3) global [256 x float] undef, align 4
// CHECK: %[[B:[0-9]+]] = mul i32 %[[I:[0-9]+]], 4
// CHECK: getelementptr [256 x float], [256 x float] addrspace(3)* @"\01?cache@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 %[[B]]
// CHECK: %[[C1:[0-9]+]] = add i32 %[[B]], 1
// CHECK: getelementptr [256 x float], [256 x float] addrspace(3)* @"\01?cache@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 %[[C1]]
// CHECK-NOT: <4 x float> addrspace(3)
[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  cache[gi] = float4(gi, gi + 1, gi + 2, gi + 3);
  GroupMemoryBarrierWithGroupSync();
  Out[gi] = cache[63 - gi];
}
