// Implicit-derivative operations in compute shaders need SM 6.6; before,
// DXC's validator message at every use.
// RUN: not hlslc -T cs_6_5 -E main %s 2>&1 | FileCheck %s
Texture2D t;
SamplerState s;
RWBuffer<float4> o;
[numthreads(8, 8, 1)]
void main(uint2 id : SV_DispatchThreadID) {
  float2 uv = id / 8.0;
  o[id.x] = t.Sample(s, uv) + t.CalculateLevelOfDetail(s, uv) + ddx(uv).x;
}
// CHECK: cs-derivatives-sm65-error.hlsl:10:13: error: opcode 'Derivatives in CS/MS/AS' should only be used in 'Shader Model 6.6+'.
// CHECK: cs-derivatives-sm65-error.hlsl:10:31: error: opcode 'Derivatives in CS/MS/AS' should only be used in 'Shader Model 6.6+'.
// CHECK: cs-derivatives-sm65-error.hlsl:10:65: error: opcode 'Derivatives in CS/MS/AS' should only be used in 'Shader Model 6.6+'.
