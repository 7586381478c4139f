// CallShader: its DXIL op in a raygeneration shader
// (CHECK lines: the DXIL operations and overloads DXC emits)
// RUN: hlslc -T lib_6_3 -DT=float4 %s | FileCheck %s --check-prefix=CHECK
// CHECK: call void @dx.op.callShader.struct.Payload(i32 159

RWStructuredBuffer<T> b : register(u0);
RaytracingAccelerationStructure scene : register(t0);
struct Payload { float4 c; };
struct Attr { float2 bary; };
[shader("raygeneration")] void main() {
  Payload p = (Payload)0; CallShader(1, p); b[0] = p.c;
}
