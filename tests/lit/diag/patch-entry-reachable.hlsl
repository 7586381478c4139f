// RUN: not hlslc -T hs_6_0 -E HSMain %s 2>&1 | FileCheck %s
// The patch constant function and the hull entry must not reach each other
// (DXC reports both directions at the entry's declaration).

struct CP { float4 pos : POSITION; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };

float4 helper(float4 v);

PC PatchFn(InputPatch<CP, 3> ip) {
  PC pc;
  pc.e[0] = pc.e[1] = pc.e[2] = pc.i = helper(ip[0].pos).x;
  return pc;
}

[domain("tri")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("PatchFn")]
// CHECK: patch-entry-reachable.hlsl:[[# @LINE + 1]]:1: error: patch constant function 'PatchFn' should not be reachable from entry function 'HSMain'
CP HSMain(InputPatch<CP, 3> ip, uint id : SV_OutputControlPointID) {
  PatchFn(ip);
  return ip[id];
}
float4 helper(float4 v) { return v; }
