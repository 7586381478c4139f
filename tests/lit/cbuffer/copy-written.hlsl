// A local copy of cbuffer data that is written afterwards stays a local
// (here a local array indexed dynamically, split per component as DXC
// splits arrays of vectors), and keeps the value written.
// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
cbuffer T {
  float4 b[2];
}
struct ST { float4 b[2]; };
uint i;

float4 main() : SV_Target {
  ST st;
  st.b = b;
  st.b[1].x = 5;
  return st.b[i];
}
// CHECK-COUNT-4: alloca [2 x float]
// CHECK: store float 5.000000e+00
