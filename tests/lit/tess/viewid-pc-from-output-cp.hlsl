// RUN: hlslc -T hs_6_1 -E main %s | FileCheck %s
// A patch constant output computed from an output control point component
// that the entry computes from SV_ViewID depends on SV_ViewID too
// (dx.viewIdState and PSV0's masks), as DXC's ComputeViewIdState finds.

// CHECK: Outputs dependent on ViewId: { 2 }
// CHECK: PCOutputs dependent on ViewId: { 23 }

struct PC { float Edges[4] : SV_TessFactor; float Inside[2] : SV_InsideTessFactor; };
struct CP { float4 d : D; };
struct In { float4 q : Q; };

PC Patch(InputPatch<In, 4> ip, OutputPatch<CP, 4> op, uint id : SV_PrimitiveID) {
  PC o;
  o.Edges[0] = o.Edges[1] = o.Edges[2] = o.Edges[3] = ip[0].q.x;
  o.Inside[0] = ip[1].q.y;
  o.Inside[1] = op[id].d.z;
  return o;
}

[domain("quad")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(4)]
[patchconstantfunc("Patch")]
CP main(InputPatch<In, 4> p, uint i : SV_OutputControlPointID, uint vid : SV_ViewID) {
  CP o;
  o.d = p[i].q;
  o.d.z += vid;
  return o;
}
