// AcceptHitAndEndSearch: its DXIL op in a anyhit shader
// (CHECK lines: the DXIL operations and overloads DXC emits)
// RUN: hlslc -T lib_6_3 -DT=float %s | FileCheck %s --check-prefix=CHECK
// CHECK: call void @dx.op.acceptHitAndEndSearch(i32 156

RWStructuredBuffer<T> b : register(u0);
RaytracingAccelerationStructure scene : register(t0);
struct Payload { float4 c; };
struct Attr { float2 bary; };
[shader("anyhit")] void main(inout Payload p, in Attr a) {
  if (p.c.x > 0) AcceptHitAndEndSearch();
}
