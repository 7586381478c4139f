// RWTexture2DMS methods: every one, with the DXIL operations they lower to
// RUN: hlslc -T ps_6_7 -E main %s | FileCheck %s
// CHECK: call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66
// CHECK: call %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32 75
// CHECK: call %dx.types.Dimensions @dx.op.getDimensions(i32 72

RWTexture2DMS<float4, 4> t : register(u0);
float4 main(float4 p : P) : SV_Target {
  float4 r = t.Load((int2)p, 1) + t.GetSamplePosition(2).xyxy;
  uint w, h, n; t.GetDimensions(w, h, n); r += w + h + n;
  return r;
}
