// RUN: hlslc -T vs_6_1 -E main %s | FileCheck %s
// C++11-spelled attributes: the SPIR-V ones ([[vk::binding]], location,
// push_constant, constant_id, ...) are accepted and have no effect on DXIL,
// wherever a declaration may carry attributes (globals, members,
// parameters); a [[vk::constant_id]] const is an ordinary global uniform.

[[vk::binding(0, 0)]] cbuffer UBO : register(b0) { float4x4 mvp; };
struct PushConsts { float4 tint; };
[[vk::push_constant]] ConstantBuffer<PushConsts> push : register(b1);
[[vk::constant_id(1)]] const float Scale = 2.0;

struct VSInput {
  [[vk::location(0)]] float3 Pos : POSITION0;
  [[vk::location(1)]] float2 UV : TEXCOORD0;
};
struct VSOutput {
  float4 Pos : SV_POSITION;
  [[vk::location(0)]] float4 Color : COLOR0;
};

// CHECK-LABEL: define void @main()
// CHECK: call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0,
VSOutput main(VSInput input, [[vk::location(2)]] float w : WEIGHT) {
  VSOutput o;
  o.Pos = mul(mvp, float4(input.Pos * Scale, w));
  o.Color = push.tint * input.UV.x;
  return o;
}
