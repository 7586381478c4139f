// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// RUN: hlslc -T ps_6_0 -E main -Od %s | FileCheck %s
// A static resource variable holds a copy of a handle: it may be
// initialized and assigned (DXC), unlike a global resource.

Texture2D<float4> tA : register(t0);
Texture2D<float4> tB : register(t1);
SamplerState s : register(s0);
static Texture2D<float4> cur;
static Texture2D<float4> init = tB;

// CHECK-DAG: [[A:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
// CHECK-DAG: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
// CHECK: call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle [[A]],
// CHECK: call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle [[B]],
float4 main(float2 c : T) : SV_Target {
  cur = tA;
  return cur.Sample(s, c) + init.Sample(s, c);
}
