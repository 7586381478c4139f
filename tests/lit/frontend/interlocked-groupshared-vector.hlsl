// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// An Interlocked* destination can be one component of a groupshared
// vector, also with a dynamic index (MiniEngine's FillLightGridCS).

RWStructuredBuffer<uint4> Out : register(u0);
groupshared uint4 mask;

// CHECK: @"\01?mask@@3V?$vector@I$03@@A.v" = addrspace(3) global [4 x i32] undef, align 4
// CHECK: %[[P:[0-9]+]] = getelementptr [4 x i32], [4 x i32] addrspace(3)* @"\01?mask@@3V?$vector@I$03@@A.v", i32 0, i32 %{{[0-9]+}}
// CHECK: atomicrmw or i32 addrspace(3)* %[[P]], i32 %{{[0-9]+}} seq_cst
[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  if (gi == 0) mask = 0;
  GroupMemoryBarrierWithGroupSync();
  InterlockedOr(mask[gi / 32], 1u << (gi % 32));
  GroupMemoryBarrierWithGroupSync();
  Out[gi] = mask;
}
