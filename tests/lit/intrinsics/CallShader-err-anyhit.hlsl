// CallShader not in any-hit shaders: DXC's diagnostic
// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: CallShader-err-anyhit.hlsl:9:27: error: Opcode CallShader not valid in shader model lib_6_3(anyhit).
RWStructuredBuffer<float4> b : register(u0);
struct Payload { float4 c; };
struct Attr { float2 bary; };
[shader("anyhit")] void main(inout Payload p, in Attr a) {
  Payload q = (Payload)0; CallShader(0, q);
}
