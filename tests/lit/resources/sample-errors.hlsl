// RUN: not hlslc -T cs_6_6 -E main -enable-16bit-types -fno-caret-diagnostics %s 2>&1 | FileCheck %s
// Sampling integer textures needs SM 6.7 (and never for SampleCmp);
// GatherRaw takes a raw 16/32/64-bit integer texel. DXC's wording and type
// spellings (int16_t4 is "short4").

Texture2D<uint> U : register(t0);
Texture2D<int16_t4> S4 : register(t1);
Texture2D<float> F : register(t2);
SamplerState S : register(s0);
SamplerComparisonState SC : register(s1);
RWBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  // CHECK: sample-errors.hlsl:[[@LINE+1]]:21: error: cannot Sample from resource containing uint [HL4005]
  Out[0] = U.Sample(S, float2(0, 0));
  // CHECK: sample-errors.hlsl:[[@LINE+1]]:25: error: cannot GatherRaw from resource containing short4 [HL4005]
  Out[1] = S4.GatherRaw(S, float2(0, 0)).x;
  // CHECK: sample-errors.hlsl:[[@LINE+1]]:14: error: 'SampleCmpLevel' requires shader model 6.7 or later [HL4005]
  Out[2] = F.SampleCmpLevel(SC, float2(0, 0), 0, 0);
}
