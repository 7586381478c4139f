// AcceptHitAndEndSearch only in any-hit shaders: DXC's diagnostic
// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: AcceptHitAndEndSearch-err-closesthit.hlsl:9:3: error: Opcode AcceptHitAndEndSearch not valid in shader model lib_6_3(closesthit).
RWStructuredBuffer<float4> b : register(u0);
struct Payload { float4 c; };
struct Attr { float2 bary; };
[shader("closesthit")] void main(inout Payload p, in Attr a) {
  AcceptHitAndEndSearch();
}
