// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// A library leaves implicitly bound resources to the linker (lower bound
// -1), but a space declared without a register (`register(space2)`, the
// bindless-array idiom) is kept, as DXC keeps it (CGHLSLMS sets the space
// from the annotation; DxilCondenseResources allocates nothing in a library
// without -auto-binding-space). Resources, samplers and cbuffers alike.
Texture2D<float4> tex[] : register(space2);
SamplerState samp : register(space1);
cbuffer CB : register(space3) { float4 v; };
Texture2D<float4> t0;
RWTexture2D<float4> o : register(u0, space5);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  o[id.xy] = tex[id.x].SampleLevel(samp, float2(0, 0), 0) + v + t0.Load(int3(0, 0, 0));
}

// CHECK: ; CB                                cbuffer      NA          NA     CB0cb4294967295,space3     1
// CHECK: ; samp                              sampler      NA          NA      S0s4294967295,space1     1
// CHECK: ; tex                               texture     f32          2d      T0t4294967295,space2unbounded
// CHECK: ; t0                                texture     f32          2d      T1t4294967295,space4294967295     1
// CHECK: ; o                                     UAV     f32          2d      U0      u0,space5     1
// CHECK: !"tex", i32 2, i32 -1, i32 -1,
// CHECK: !"t0", i32 -1, i32 -1, i32 1,
// CHECK: !"o", i32 5, i32 0, i32 1,
// CHECK: !{i32 0, %CB* @CB, !"CB", i32 3, i32 -1, i32 1, i32 16, null}
// CHECK: !"samp", i32 1, i32 -1, i32 1, i32 0, null}
