// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// The resources of a global array of structs are split per member and
// element: indexing it at run time is DXC's error.

struct X { Texture2D t; SamplerState s; };
X x[2];

// CHECK: error: Index for resource array inside cbuffer must be a literal expression
float4 main(float2 uv : UV, uint i : I) : SV_Target {
  return x[0].t.Sample(x[i].s, uv);
}
