// RWStructuredBuffer-dec methods: every one, with the DXIL operations they lower to
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// CHECK: call i32 @dx.op.bufferUpdateCounter(i32 70

struct S { float4 a; uint b; };
RWStructuredBuffer<S> t : register(u0);
[numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
  t[t.DecrementCounter()].b = id.x;
}
