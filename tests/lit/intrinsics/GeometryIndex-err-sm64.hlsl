// GeometryIndex needs shader model 6.5: DXC's diagnostic
// RUN: not hlslc -T lib_6_4 %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: GeometryIndex-err-sm64.hlsl:9:10: error: Opcode GeometryIndex not valid in shader model lib_6_4(closesthit).
RWStructuredBuffer<float4> b : register(u0);
struct Payload { float4 c; };
struct Attr { float2 bary; };
[shader("closesthit")] void main(inout Payload p, in Attr a) {
  b[0] = GeometryIndex();
}
