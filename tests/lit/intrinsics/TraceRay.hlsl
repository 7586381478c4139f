// TraceRay: its DXIL op in a raygeneration shader
// (CHECK lines: the DXIL operations and overloads DXC emits)
// RUN: hlslc -T lib_6_3 -DT=float4 %s | FileCheck %s --check-prefix=CHECK
// CHECK: call void @dx.op.traceRay.struct.Payload(i32 157

RWStructuredBuffer<T> b : register(u0);
RaytracingAccelerationStructure scene : register(t0);
struct Payload { float4 c; };
struct Attr { float2 bary; };
[shader("raygeneration")] void main() {
  RayDesc r; r.Origin = 0; r.Direction = float3(0, 0, 1); r.TMin = 0; r.TMax = 1;
  Payload p = (Payload)0; TraceRay(scene, 0, 0xFF, 0, 1, 0, r, p); b[0] = p.c;
}
