// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// A default argument may be any expression, evaluated at each call that
// leaves it out (C++): here a global sampler and a cbuffer member.

Texture2D<float4> Tex : register(t0);
SamplerState LinearWrap : register(s3);
cbuffer CB : register(b0) { float Bias; };

float4 fetch(float2 uv, SamplerState s = LinearWrap, float bias = Bias) {
  return Tex.SampleBias(s, uv, bias);
}

// CHECK-LABEL: define void @main()
// CHECK: %[[S:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 3, i1 false)
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32 61, %dx.types.Handle %{{[0-9]+}}, %dx.types.Handle %[[S]],
float4 main(float2 uv : TEXCOORD0) : SV_Target {
  return fetch(uv);
}
