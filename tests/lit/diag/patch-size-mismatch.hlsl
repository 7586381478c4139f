// RUN: not hlslc -T hs_6_0 -E HSMain %s 2>&1 | FileCheck %s
// The patch constant function's InputPatch has the entry's size, and its
// OutputPatch the entry's [outputcontrolpoints].

struct CP { float4 pos : POSITION; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };

// CHECK: patch-size-mismatch.hlsl:[[# @LINE + 2]]:1: error: Patch constant function's input patch input should have 3 elements, but has 4.
// CHECK: patch-size-mismatch.hlsl:[[# @LINE + 1]]:1: error: Patch constant function's output patch input should have 3 elements, but has 2.
PC PatchFn(InputPatch<CP, 4> ip, OutputPatch<CP, 2> op) {
  PC pc;
  pc.e[0] = pc.e[1] = pc.e[2] = pc.i = ip[0].pos.x + op[0].pos.x;
  return pc;
}

[domain("tri")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("PatchFn")]
CP HSMain(InputPatch<CP, 3> ip, uint id : SV_OutputControlPointID) { return ip[id]; }
