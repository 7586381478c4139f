// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// CalculateLevelOfDetail[Unclamped] take the coordinates without the array
// index and set calculateLOD's clamped flag.

Texture2DArray<float4> T : register(t0);
SamplerState S : register(s0);

float main(float2 uv : UV) : SV_Target {
  return T.CalculateLevelOfDetail(S, uv) + T.CalculateLevelOfDetailUnclamped(S, uv);
}

// CHECK: call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %{{.*}}, %dx.types.Handle %{{.*}}, float %[[U:[0-9]+]], float %[[V:[0-9]+]], float undef, i1 true)
// CHECK: call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %{{.*}}, %dx.types.Handle %{{.*}}, float %[[U]], float %[[V]], float undef, i1 false)
