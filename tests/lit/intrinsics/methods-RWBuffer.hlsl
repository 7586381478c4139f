// RWBuffer methods: every one, with the DXIL operations they lower to
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// CHECK: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68
// CHECK: call %dx.types.Dimensions @dx.op.getDimensions(i32 72

RWBuffer<float4> t : register(u0);
RWStructuredBuffer<float4> o : register(u1);
[numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
  uint st;
  float4 r = t.Load((int)id) + t.Load((int)id, st) + st;
  uint w; t.GetDimensions(w); r += w;
  o[0] = r;
}
