// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Deducing T from a resource parameter: StructuredBuffer<T> buf called with
// a StructuredBuffer<P> (T = P) and a StructuredBuffer<float4>.

struct P { float3 pos; float w; };

template<typename T> T LoadT(StructuredBuffer<T> buf, uint i) { return buf[i]; }
template<typename T> void StoreT(RWStructuredBuffer<T> buf, uint i, T v) { buf[i] = v; }

StructuredBuffer<P> In : register(t0);
StructuredBuffer<float4> In4 : register(t1);
RWStructuredBuffer<P> Out : register(u0);

// CHECK: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 0)
// CHECK: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 12)
// CHECK: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 0)
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 0,
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 12,
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  P p = LoadT(In, id.x);
  p.w += LoadT(In4, id.x).y;
  StoreT(Out, id.x, p);
}
