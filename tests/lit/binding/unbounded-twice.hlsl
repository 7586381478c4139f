// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// One unbounded range per register space (DXC): a second one is reported
// as such; an unbounded range reaching over another binding is an overlap.

Texture2D<float4> A[] : register(t3);
Texture2D<float4> B[] : register(t4);
Texture2D<float4> C[] : register(t5, space1);
Texture2D<float4> D : register(t9, space1);
Texture2D<float4> E[] : register(t7, space2);
SamplerState S : register(s0);

// CHECK: error: more than one unbounded resource (A and B) in space 0
// CHECK-NOT: resource B at register
// CHECK: error: resource D at register 9 overlaps with resource C at register 5, space 1
// CHECK-NOT: error
float4 main(float2 uv : UV) : SV_Target {
  return A[0].Sample(S, uv) * B[0].Sample(S, uv) * C[0].Sample(S, uv) * D.Sample(S, uv) * E[0].Sample(S, uv);
}
