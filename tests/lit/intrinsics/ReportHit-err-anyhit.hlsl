// ReportHit only in intersection shaders: DXC's diagnostic
// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: ReportHit-err-anyhit.hlsl:9:21: error: Opcode ReportHit not valid in shader model lib_6_3(anyhit).
RWStructuredBuffer<float4> b : register(u0);
struct Payload { float4 c; };
struct Attr { float2 bary; };
[shader("anyhit")] void main(inout Payload p, in Attr a) {
  Attr t = (Attr)0; ReportHit(1.0, 0, t);
}
