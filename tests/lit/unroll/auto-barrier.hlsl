// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// DXC never unrolls a loop without [unroll] that contains a noduplicate
// operation (the group barriers), however small.

// CHECK: phi i32
// CHECK: @dx.op.barrier(i32 80
// CHECK-NOT: @dx.op.barrier(i32 80

RWStructuredBuffer<float> o;
groupshared float g[64];

[numthreads(64,1,1)]
void main(uint t : SV_GroupIndex) {
  float s = 0;
  for (int i = 0; i < 2; i++) {
    g[t] = s;
    GroupMemoryBarrierWithGroupSync();
    s += g[(t + 1) % 64];
  }
  o[t] = s;
}
