// AppendStructuredBuffer methods: every one, with the DXIL operations they lower to
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// CHECK: call %dx.types.Dimensions @dx.op.getDimensions(i32 72
// CHECK: call i32 @dx.op.bufferUpdateCounter(i32 70
// CHECK: call void @dx.op.rawBufferStore.f32(i32 140
// CHECK: call void @dx.op.rawBufferStore.i32(i32 140

struct S { float4 a; uint b; };
AppendStructuredBuffer<S> t : register(u0);
[numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
  uint n, st; t.GetDimensions(n, st);
  S v; v.a = n; v.b = st; t.Append(v);
}
