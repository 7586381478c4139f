// ReportHit: its DXIL op in a intersection shader
// (CHECK lines: the DXIL operations and overloads DXC emits)
// RUN: hlslc -T lib_6_3 -DT=uint %s | FileCheck %s --check-prefix=CHECK
// CHECK: call i1 @dx.op.reportHit.struct.Attr(i32 158

RWStructuredBuffer<T> b : register(u0);
RaytracingAccelerationStructure scene : register(t0);
struct Payload { float4 c; };
struct Attr { float2 bary; };
[shader("intersection")] void main() {
  Attr a = (Attr)0; b[0] = ReportHit(1.0, 0, a);
}
