// RUN: hlslc -T cs_6_0 -E main %s -Fc - | FileCheck %s
// Reading v[i] with a dynamic index is a select chain seeded with the last
// component: no undef operand for the validator to reject.

RWStructuredBuffer<float4> In : register(u0);
RWStructuredBuffer<float> Out : register(u1);

// CHECK: %[[E0:[0-9]+]] = icmp eq i32 %[[I:[0-9]+]], 2
// CHECK: %[[S0:[0-9]+]] = select i1 %[[E0]], float %{{[0-9]+}}, float %{{[0-9]+}}
// CHECK: icmp eq i32 %[[I]], 1
// CHECK: icmp eq i32 %[[I]], 0
// CHECK-NOT: select i1 %{{.*}} undef
[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  float4 v = In[gi];
  Out[gi] = v[gi & 3];
}
