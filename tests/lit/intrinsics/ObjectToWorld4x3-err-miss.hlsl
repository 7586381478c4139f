// ObjectToWorld4x3 not in miss shaders: DXC's diagnostic
// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: ObjectToWorld4x3-err-miss.hlsl:9:18: error: Opcode ObjectToWorld not valid in shader model lib_6_3(miss).
RWStructuredBuffer<float4> b : register(u0);
struct Payload { float4 c; };
struct Attr { float2 bary; };
[shader("miss")] void main(inout Payload p) {
  b[0] = (float4)ObjectToWorld4x3()[0].xyzx;
}
