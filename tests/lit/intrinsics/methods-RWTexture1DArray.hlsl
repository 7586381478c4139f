// RWTexture1DArray methods: every one, with the DXIL operations they lower to
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// CHECK-COUNT-2: call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66
// CHECK: call %dx.types.Dimensions @dx.op.getDimensions(i32 72

RWTexture1DArray<float4> t : register(u0);
RWStructuredBuffer<float4> o : register(u1);
[numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
  uint st;
  float4 r = t.Load((int2)id) + t.Load((int2)id, st) + st;
  uint w, e; t.GetDimensions(w, e); r += w + e;
  o[0] = r;
}
