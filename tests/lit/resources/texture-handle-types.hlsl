// RUN: hlslc -T cs_6_6 -E main %s -fcgl | FileCheck %s
// Texture, multisampled texture, rasterizer-ordered texture, sampler and
// feedback-texture declarations get LLVM's target() handle types:
// dx.Texture(T, IsWriteable, IsROV, IsSigned, Dimension),
// dx.MSTexture(T, IsWriteable, SampleCount, IsSigned, Dimension),
// dx.Sampler(kind), dx.FeedbackTexture(FeedbackType, Dimension). snorm/unorm
// elements add a trailing parameter (1 snorm, 2 unorm).

Texture1D<float4> T1 : register(t0);
Texture2DArray<int2> T2A : register(t1);
Texture3D<uint> T3 : register(t2);
TextureCubeArray TCA : register(t3);
Texture2DMS<float4, 8> MS : register(t4);
Texture2DMSArray<float> MSA : register(t5);
Texture2D<unorm float4> UN : register(t6);
RWTexture1DArray<float2> RW1A : register(u0);
RasterizerOrderedTexture2D<float4> ROV : register(u1);
FeedbackTexture2D<SAMPLER_FEEDBACK_MIP_REGION_USED> FB : register(u2);
SamplerState S : register(s0);
SamplerComparisonState SC : register(s1);
RWStructuredBuffer<float4> Out : register(u3);

[numthreads(1, 1, 1)]
void main() {
  float4 v = T1.Load(int2(0, 0)) + (float)T2A.Load(int4(0, 0, 0, 0)).x + T3.Load(int4(0, 0, 0, 0));
  v += TCA.SampleLevel(S, float4(0, 0, 1, 0), 0) + MS.Load(int2(0, 0), 0) + MSA.Load(int3(0, 0, 0), 1);
  v += UN.SampleLevel(S, float2(0, 0), 0) + RW1A[uint2(0, 0)].x + ROV[uint2(0, 0)];
  v.x += T1.SampleCmpLevelZero(SC, 0.5, 0.5);
  FB.WriteSamplerFeedbackLevel(UN, S, float2(0, 0), 0);
  Out[0] = v;
}

// CHECK-DAG: call target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @T1.str)
// CHECK-DAG: call target("dx.Texture", <2 x i32>, 0, 0, 1, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v2i32_0_0_1_7t(i32 0, i32 1, i32 1, i32 0, ptr @T2A.str)
// CHECK-DAG: call target("dx.Texture", i32, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_i32_0_0_0_4t(i32 0, i32 2, i32 1, i32 0, ptr @T3.str)
// CHECK-DAG: call target("dx.Texture", <4 x float>, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_9t(i32 0, i32 3, i32 1, i32 0, ptr @TCA.str)
// CHECK-DAG: call target("dx.MSTexture", <4 x float>, 0, 8, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_0_8_0_3t(i32 0, i32 4, i32 1, i32 0, ptr @MS.str)
// CHECK-DAG: call target("dx.MSTexture", float, 0, 0, 0, 8) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_f32_0_0_0_8t(i32 0, i32 5, i32 1, i32 0, ptr @MSA.str)
// CHECK-DAG: call target("dx.Texture", <4 x float>, 0, 0, 0, 2, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2_2t(i32 0, i32 6, i32 1, i32 0, ptr @UN.str)
// CHECK-DAG: call target("dx.Texture", <2 x float>, 1, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v2f32_1_0_0_6t(i32 0, i32 0, i32 1, i32 0, ptr @RW1A.str)
// CHECK-DAG: call target("dx.Texture", <4 x float>, 1, 1, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_1_0_2t(i32 0, i32 1, i32 1, i32 0, ptr @ROV.str)
// CHECK-DAG: call target("dx.FeedbackTexture", 1, 17) @llvm.dx.resource.handlefrombinding.tdx.FeedbackTexture_1_17t(i32 0, i32 2, i32 1, i32 0, ptr @FB.str)
// CHECK-DAG: call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
// CHECK-DAG: call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 1, i32 1, i32 0, ptr @SC.str)
