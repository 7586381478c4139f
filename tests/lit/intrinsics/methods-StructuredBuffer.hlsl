// StructuredBuffer methods: every one, with the DXIL operations they lower to
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// CHECK: call %dx.types.Dimensions @dx.op.getDimensions(i32 72
// CHECK: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139
// CHECK: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139

struct S { float4 a; uint b; };
StructuredBuffer<S> t : register(t0);
RWStructuredBuffer<float4> o : register(u1);
[numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
  uint n, st; t.GetDimensions(n, st);
  o[0] = t.Load(id.x).a + t[id.y].b + n + st;
}
