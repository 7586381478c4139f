// RUN: hlslc -T hs_6_0 -E main %s | FileCheck %s
// dx.viewIdState of a hull shader (DxilViewIdState::Serialize): #inputs,
// #outputs, the entry's input -> output table, then #patch constants and
// the patch constant function's input -> patch constant table. An output
// control point read counts with the inputs the entry computes it from
// (e[0] = op[0].pos.w = pos.w * uv.x: inputs 3 and 4; e[1]: inputs 1,
// 4 and 2).

struct VIn { float4 pos : POSITION; float2 uv : TEXCOORD; };
struct CP { float4 pos : POSITION; };
struct PC { float e[2] : SV_TessFactor; };

// CHECK: !dx.viewIdState = !{![[V:[0-9]+]]}
// CHECK: ![[V]] = !{[15 x i32] [i32 6, i32 4, i32 1, i32 2, i32 4, i32 8, i32 15, i32 0, i32 8, i32 0, i32 128, i32 128, i32 8, i32 136, i32 0]}

PC pcf(OutputPatch<CP, 2> op, InputPatch<VIn, 2> ip) {
  PC o;
  o.e[0] = op[0].pos.w;
  o.e[1] = op[1].pos.y + ip[0].pos.z;
  return o;
}

[domain("isoline")]
[partitioning("integer")]
[outputtopology("line")]
[outputcontrolpoints(2)]
[patchconstantfunc("pcf")]
CP main(InputPatch<VIn, 2> ip, uint i : SV_OutputControlPointID) {
  CP o;
  o.pos = ip[i].pos * ip[i].uv.x;
  return o;
}
