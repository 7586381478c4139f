// RayTMin not in ray generation shaders: DXC's diagnostic
// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: RayTMin-err-raygen.hlsl:9:18: error: Opcode RayTMin not valid in shader model lib_6_3(raygeneration).
RWStructuredBuffer<float4> b : register(u0);
struct Payload { float4 c; };
struct Attr { float2 bary; };
[shader("raygeneration")] void main() {
  b[0] = (float4)RayTMin().xxxx;
}
