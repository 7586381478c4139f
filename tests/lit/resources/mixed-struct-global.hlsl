// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// A global struct mixing resources and data is split as DXC splits it: its
// data is a member of $Globals, each resource field a resource of its own,
// named by its path ("var.res.Tex1").

SamplerState Samp;
struct Resource { Texture2D Tex1; float4 foo; };
struct MyStruct { Resource res; int4 bar; };
MyStruct var;

float4 main(float4 coord : TEXCOORD) : SV_Target {
  return var.res.Tex1.Sample(Samp, coord.xy) * var.res.foo + var.bar;
}

// CHECK: ; $Globals                          cbuffer      NA          NA     CB0            cb0     1
// CHECK-NEXT: ; Samp                              sampler      NA          NA      S0             s0     1
// CHECK-NEXT: ; var.res.Tex1                      texture     f32          2d      T0             t0     1
// CHECK: @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 0)
// CHECK: @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 1)
// CHECK: !{i32 0, %"class.Texture2D<vector<float, 4> >"* undef, !"", i32 0, i32 0, i32 1, i32 2,
