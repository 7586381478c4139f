// HitKind: its DXIL op in a closesthit shader
// (CHECK lines: the DXIL operations and overloads DXC emits)
// RUN: hlslc -T lib_6_3 -DT=uint %s | FileCheck %s --check-prefix=CHECK
// CHECK: call i32 @dx.op.hitKind.i32(i32 143

RWStructuredBuffer<T> b : register(u0);
RaytracingAccelerationStructure scene : register(t0);
struct Payload { float4 c; };
struct Attr { float2 bary; };
[shader("closesthit")] void main(inout Payload p, in Attr a) {
  b[0] = HitKind();
}
