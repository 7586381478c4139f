// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Gather{Red,Green,Blue,Alpha} pick the channel operand; four offsets become
// four gathers, component i taken from gather i; GatherCmp adds the compare
// value after the channel.

Texture2D<float4> T : register(t0);
SamplerState S : register(s0);
SamplerComparisonState SC : register(s1);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float2 uv = id.xy / 8.0;
  Out[0] = T.Gather(S, uv);
  Out[1] = T.GatherBlue(S, uv, int2(1, 0));
  Out[2] = T.GatherAlpha(S, uv, int2(1, 0), int2(2, 0), int2(3, 0), int2(4, 0));
  Out[3] = T.GatherCmpGreen(SC, uv, 0.5);
}

// CHECK: call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, {{.*}}, float undef, float undef, i32 0, i32 0, i32 0)
// CHECK: call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, {{.*}}, float undef, float undef, i32 1, i32 0, i32 2)
// CHECK: %[[G0:[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, {{.*}}, i32 1, i32 0, i32 3)
// CHECK: extractvalue %dx.types.ResRet.f32 %[[G0]], 0
// CHECK: %[[G1:[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, {{.*}}, i32 2, i32 0, i32 3)
// CHECK: extractvalue %dx.types.ResRet.f32 %[[G1]], 1
// CHECK: %[[G2:[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, {{.*}}, i32 3, i32 0, i32 3)
// CHECK: extractvalue %dx.types.ResRet.f32 %[[G2]], 2
// CHECK: %[[G3:[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, {{.*}}, i32 4, i32 0, i32 3)
// CHECK: extractvalue %dx.types.ResRet.f32 %[[G3]], 3
// CHECK: call %dx.types.ResRet.f32 @dx.op.textureGatherCmp.f32(i32 74, {{.*}}, float undef, float undef, i32 0, i32 0, i32 1, float 5.000000e-01)
