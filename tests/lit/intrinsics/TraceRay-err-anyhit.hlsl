// TraceRay not in any-hit shaders: DXC's diagnostic
// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: TraceRay-err-anyhit.hlsl:10:51: error: Opcode TraceRay not valid in shader model lib_6_3(anyhit).
RaytracingAccelerationStructure scene : register(t0);
RWStructuredBuffer<float4> b : register(u0);
struct Payload { float4 c; };
struct Attr { float2 bary; };
[shader("anyhit")] void main(inout Payload p, in Attr a) {
  RayDesc r = (RayDesc)0; Payload q = (Payload)0; TraceRay(scene, 0, 0xFF, 0, 1, 0, r, q);
}
