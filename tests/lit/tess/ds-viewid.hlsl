// RUN: hlslc -T ds_6_0 -E main %s | FileCheck %s
// dx.viewIdState of a domain shader: #inputs, #outputs, the control point
// input -> output table, then #patch constants and the patch constant ->
// output table (13 rows: component 12, SV_InsideTessFactor, feeds outputs
// 4 and 5).

struct CP { float4 pos : POSITION; float2 uv : TEXCOORD0; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };
struct DSOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; };

// CHECK: ![[V:[0-9]+]] = !{[22 x i32] [i32 6, i32 6, i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 13, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 48]}

[domain("tri")]
DSOut main(PC pc, float3 bary : SV_DomainLocation, const OutputPatch<CP, 3> p) {
  DSOut o;
  o.pos = p[0].pos * bary.x + p[1].pos * bary.y + p[2].pos * bary.z;
  o.uv = p[0].uv * pc.i;
  return o;
}
