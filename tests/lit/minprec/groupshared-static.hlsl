// RUN: hlslc -T cs_6_2 -E main %s | FileCheck %s
// Memory outside buffers (groupshared, static, locals) holds min-precision
// values as half / i16.

// CHECK-DAG: addrspace(3) global [32 x half] undef, align 4
// CHECK-DAG: external addrspace(3) global i16, align 4
// CHECK: store half 0xH3C00, half addrspace(3)*
// CHECK: store i16 5, i16 addrspace(3)*
// CHECK: load half, half addrspace(3)*
// CHECK: [[GI:%[0-9]+]] = load i16, i16 addrspace(3)*
// CHECK: sitofp i16 [[GI]] to half

groupshared min16float4 gs[8];
groupshared min16int gi;
static min16float sv[2] = {1.0, 2.0};
RWStructuredBuffer<float4> o;

[numthreads(8, 1, 1)]
void main(uint t : SV_GroupIndex) {
  gs[t] = min16float4(t, 1, 2, sv[t & 1]);
  if (t == 0) gi = 5;
  GroupMemoryBarrierWithGroupSync();
  o[t] = gs[7 - t] + gi;
}
