// WorldRayOrigin: its DXIL op in a closesthit shader
// (CHECK lines: the DXIL operations and overloads DXC emits)
// RUN: hlslc -T lib_6_3 -DT=float3 %s | FileCheck %s --check-prefix=CHECK
// CHECK-COUNT-3: call float @dx.op.worldRayOrigin.f32(i32 147

RWStructuredBuffer<T> b : register(u0);
RaytracingAccelerationStructure scene : register(t0);
struct Payload { float4 c; };
struct Attr { float2 bary; };
[shader("closesthit")] void main(inout Payload p, in Attr a) {
  b[0] = WorldRayOrigin();
}
