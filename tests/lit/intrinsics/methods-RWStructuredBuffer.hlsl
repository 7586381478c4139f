// RWStructuredBuffer methods: every one, with the DXIL operations they lower to
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// CHECK: call %dx.types.Dimensions @dx.op.getDimensions(i32 72
// CHECK: call i32 @dx.op.bufferUpdateCounter(i32 70
// CHECK: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139

struct S { float4 a; uint b; };
RWStructuredBuffer<S> t : register(u0);
[numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
  uint n, st; t.GetDimensions(n, st);
  uint c = t.IncrementCounter();
  t[c].b = t.Load(id.x).b + n + st;
}
