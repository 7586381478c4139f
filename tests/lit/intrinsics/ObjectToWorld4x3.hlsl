// ObjectToWorld4x3: its DXIL op in a closesthit shader
// (CHECK lines: the DXIL operations and overloads DXC emits)
// RUN: hlslc -T lib_6_3 -DT=float4x3 %s | FileCheck %s --check-prefix=CHECK
// CHECK-COUNT-12: call float @dx.op.objectToWorld.f32(i32 151

RWStructuredBuffer<T> b : register(u0);
RaytracingAccelerationStructure scene : register(t0);
struct Payload { float4 c; };
struct Attr { float2 bary; };
[shader("closesthit")] void main(inout Payload p, in Attr a) {
  b[0] = ObjectToWorld4x3();
}
