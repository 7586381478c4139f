// select(cond, sampler, sampler): the sampler overload; the result is a
// handle select, which lib_6_x keeps. Before SM 6.6 it maps to no single
// resource (DXC: a validation error). Not implemented: DXC keeps the select
// of annotated handles from SM 6.6 on; hlslc reports the error there too.
// RUN: hlslc -T lib_6_x %s | FileCheck %s
// RUN: not hlslc -T cs_6_5 -E main %s 2>&1 | FileCheck %s --check-prefix=ERR
// CHECK: select i1 %{{[0-9]+}}, %dx.types.Handle %{{[0-9]+}}, %dx.types.Handle %{{[0-9]+}}
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62,
// ERR: select-sampler.hlsl:15:{{[0-9]+}}: error: local resource not guaranteed to map to unique global resource
Texture2D t : register(t0);
SamplerState s1 : register(s0);
SamplerState s2 : register(s1);
RWStructuredBuffer<float4> o : register(u0);
[shader("compute")] [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
  o[0] = t.SampleLevel(select(id.x > 0, s1, s2), float2(0.5, 0.5), 0);
}
