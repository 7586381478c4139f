// RUN: hlslc -T cs_6_2 -E main %s | FileCheck %s
// Texture2DMS.GetSamplePosition(i) is texture2DMSGetSamplePosition, whose
// %dx.types.SamplePos fields are the x and y of the result.

Texture2DMS<float4> MS : register(t0);
RWStructuredBuffer<float2> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint i : SV_GroupIndex) {
  Out[i] = MS.GetSamplePosition(i);
}

// CHECK: %[[P:[0-9]+]] = call %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32 75, %dx.types.Handle %{{.*}}, i32 %{{[0-9]+}})
// CHECK: %[[X:[0-9]+]] = extractvalue %dx.types.SamplePos %[[P]], 0
// CHECK: %[[Y:[0-9]+]] = extractvalue %dx.types.SamplePos %[[P]], 1
// CHECK: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{.*}}, i32 %{{[0-9]+}}, i32 0, float %[[X]], float %[[Y]], float undef, float undef, i8 3, i32 4)
