// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// DXC binds and lists the resources of struct variables in the order it
// meets their uses: functions other than the entry first (in definition
// order, each from its last use back to its first), then the entry from its
// first use on. f uses g.b then g.c; main uses g.d, calls f, then uses g.a.
// (A struct holding data too: fields of structs of resources only are listed
// in this order but bound in declaration order, see
// struct-resources-binding.hlsl.)

struct S { Texture2D a; Texture2D b; Texture2D c; Texture2D d; SamplerState s; float k; };
S g;
float4 f(float2 uv) { return g.b.Sample(g.s, uv) + g.c.Sample(g.s, uv); }

float4 main(float2 uv : UV) : SV_Target {
  return g.d.Sample(g.s, uv) + f(uv) + g.a.Sample(g.s, uv) * g.k;
}

// CHECK: ; g.s                               sampler      NA          NA      S0             s0     1
// CHECK-NEXT: ; g.c                               texture     f32          2d      T0             t0     1
// CHECK-NEXT: ; g.b                               texture     f32          2d      T1             t1     1
// CHECK-NEXT: ; g.d                               texture     f32          2d      T2             t2     1
// CHECK-NEXT: ; g.a                               texture     f32          2d      T3             t3     1
