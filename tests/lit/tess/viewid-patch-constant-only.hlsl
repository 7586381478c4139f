// RUN: hlslc -T hs_6_1 -E main %s | FileCheck %s
// A hull shader whose patch constant function reads SV_ViewID (the entry
// does not) uses ViewID: the serialized ViewID state has the entry's
// "outputs dependent on ViewId" mask too (it used to be left out, which
// shifted every later word: DXC's validator crashed on the container).

struct DSFoo {
  float Edges[4] : SV_TessFactor;
  float Inside[2] : SV_InsideTessFactor;
};
struct HSFoo {
  float3 pos : POSITION;
};

DSFoo PatchFoo(InputPatch<HSFoo, 4> ip, uint vid : SV_ViewID) {
  DSFoo a;
  a.Edges[0] = ip[0].pos.x;
  a.Edges[1] = ip[0].pos.y;
  a.Edges[2] = ip[0].pos.z;
  a.Edges[3] = vid;
  a.Inside[0] = ip[1].pos.z;
  a.Inside[1] = ip[2].pos.z;
  return a;
}

[domain("quad")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(4)]
[patchconstantfunc("PatchFoo")]
HSFoo main(InputPatch<HSFoo, 4> p, uint i : SV_OutputControlPointID) {
  HSFoo o;
  o.pos = p[i].pos;
  return o;
}

// CHECK: ; Number of inputs: 3, outputs: 3, patchconst: 24
// CHECK-NEXT: ; Outputs dependent on ViewId: {  }
// CHECK-NEXT: ; PCOutputs dependent on ViewId: { 15 }
