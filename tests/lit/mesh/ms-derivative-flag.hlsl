// RUN: hlslc -T ms_6_6 -E main %s -D SAMPLE=SampleLevel -D ARG=,0 | FileCheck %s --check-prefix=NONE
// RUN: hlslc -T ms_6_6 -E main %s -D SAMPLE=SampleGrad -D ARG=,0,0 | FileCheck %s --check-prefix=NONE
// RUN: hlslc -T ms_6_6 -E main %s -D SAMPLE=Sample -D ARG= | FileCheck %s --check-prefix=DERIV
// RUN: hlslc -T ms_6_6 -E main %s -D SAMPLE=SampleBias -D ARG=,1 | FileCheck %s --check-prefix=DERIV
// The "Derivatives in mesh and amplification shaders" flag is set by the
// sample forms that take implicit derivatives (Sample, SampleBias,
// SampleCmp, SampleCmpBias, CalculateLevelOfDetail, ddx/ddy), not by
// SampleLevel or SampleGrad, which the validator would reject as a flag
// that does not match usage.

// NONE-NOT: Derivatives in mesh
// NONE: @dx.op.sample
// DERIV: Derivatives in mesh and amplification shaders
// DERIV: @dx.op.sample

Texture2D<float4> t : register(t0);
SamplerState s : register(s0);
struct V { float4 pos : SV_Position; };

[outputtopology("triangle")]
[numthreads(4,1,1)]
void main(out vertices V v[3], out indices uint3 tri[1]) {
  SetMeshOutputCounts(3, 1);
  float4 c = t.SAMPLE(s, float2(0.5, 0.5) ARG);
  v[0].pos = c; v[1].pos = c; v[2].pos = c;
  tri[0] = uint3(0, 1, 2);
}
