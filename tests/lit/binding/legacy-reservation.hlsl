// RUN: hlslc -T ps_6_0 -E main %s -flegacy-resource-reservation | FileCheck %s
// RUN: hlslc -T ps_6_0 -E main %s | FileCheck --check-prefix=DEFAULT %s
// RUN: not hlslc -T ps_6_0 -E main %s -DUNBOUNDED -flegacy-resource-reservation 2>&1 | FileCheck --check-prefix=UNB %s
// -flegacy-resource-reservation (FXC up to SM 5.0): registers given to
// resources the shader does not use stay reserved, so implicit bindings
// go around them; the unused resources themselves are still removed.
// Unbounded arrays are refused, used or not.

Texture2D Tex0 : register(t0);
Texture2D Tex1[2] : register(t2);
Texture2D TexA;
Texture2D TexB[2];
SamplerState S0 : register(s0);
SamplerState SA;
cbuffer C0 : register(b0) { float4 unused_c; };
cbuffer CA { float4 ca; };
RWBuffer<float> U1 : register(u1);
RWBuffer<float> UA;
#ifdef UNBOUNDED
// UNB: legacy-reservation.hlsl:[[# @LINE + 1]]:11: error: unbounded resources are not supported with -flegacy-resource-reservation
Texture2D Unb[] : register(t10);
#endif

float4 main() : SV_Target {
  UA[0] = 1;
  return TexA.Sample(SA, 0) + TexB[1].Load((uint3)0) + ca;
}
// CHECK-NOT: Tex0
// CHECK-DAG: ; CA                                cbuffer      NA          NA     CB0            cb1     1
// CHECK-DAG: ; SA                                sampler      NA          NA      S0             s1     1
// CHECK-DAG: ; TexA                              texture     f32          2d      T0             t1     1
// CHECK-DAG: ; TexB                              texture     f32          2d      T1             t4     2
// CHECK-DAG: ; UA                                    UAV     f32         buf      U0             u0     1

// DEFAULT-DAG: ; CA                                cbuffer      NA          NA     CB0            cb0     1
// DEFAULT-DAG: ; TexA                              texture     f32          2d      T0             t0     1
// DEFAULT-DAG: ; TexB                              texture     f32          2d      T1             t1     2
