// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Reading v[i] with a dynamic index goes through a local array, as in DXC:
// the components are stored to it and the element is loaded with the index
// (no select chain, no undef operand for the validator to reject).

RWStructuredBuffer<float4> In : register(u0);
RWStructuredBuffer<float> Out : register(u1);

// CHECK: %[[A:[0-9]+]] = alloca [4 x float], align 4
// CHECK: %[[I:[0-9]+]] = and i32 %{{[0-9]+}}, 3
// CHECK: %[[P0:[0-9]+]] = getelementptr inbounds [4 x float], [4 x float]* %[[A]], i32 0, i32 0
// CHECK-NEXT: store float %{{[0-9]+}}, float* %[[P0]], align 4
// CHECK: getelementptr inbounds [4 x float], [4 x float]* %[[A]], i32 0, i32 3
// CHECK-NEXT: store float
// CHECK-NEXT: %[[P:[0-9]+]] = getelementptr [4 x float], [4 x float]* %[[A]], i32 0, i32 %[[I]]
// CHECK-NEXT: %[[V:[0-9]+]] = load float, float* %[[P]], align 4
// CHECK-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 0, float %[[V]],
// CHECK-NOT: select
[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  float4 v = In[gi];
  Out[gi] = v[gi & 3];
}
