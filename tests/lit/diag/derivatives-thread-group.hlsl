// RUN: not hlslc -T cs_6_6 -E main -DNT=1,1,1 %s 2>&1 | FileCheck %s --check-prefix=ERR111
// RUN: not hlslc -T cs_6_6 -E main -DNT=6,1,1 %s 2>&1 | FileCheck %s --check-prefix=ERR611
// RUN: not hlslc -T cs_6_6 -E main -DNT=3,2,1 %s 2>&1 | FileCheck %s --check-prefix=ERR321
// RUN: not hlslc -T cs_6_6 -E main -DNT=2,1,2 %s 2>&1 | FileCheck %s --check-prefix=ERR212
// RUN: hlslc -T cs_6_6 -E main -DNT=4,1,1 %s | FileCheck %s --check-prefix=OK
// RUN: hlslc -T cs_6_6 -E main -DNT=2,2,1 %s | FileCheck %s --check-prefix=OK
// RUN: hlslc -T cs_6_6 -E main -DNT=2,6,3 %s | FileCheck %s --check-prefix=OK
// RUN: hlslc -T cs_6_6 -E main -DNT=1,1,1 -DLEVEL %s | FileCheck %s --check-prefix=OK
// Derivatives (ddx/ddy/fwidth and the implicit ones of Sample, SampleBias,
// SampleCmp, CalculateLevelOfDetail) in a compute-like shader need a thread
// group of quads: 1D with X a multiple of 4, or 2D/3D with X and Y even.
// DXC's validator rejects anything else (Sm.IncompatibleThreadGroupDim),
// at the entry; SampleLevel takes no derivatives and is not concerned.
Texture2D<float4> t : register(t0);
SamplerState s : register(s0);
RWStructuredBuffer<float4> o : register(u0);

[numthreads(NT)]
void main(uint3 id : SV_DispatchThreadID) {
#ifdef LEVEL
  o[id.x] = t.SampleLevel(s, float2(id.xy), 0);
#else
  o[id.x] = t.Sample(s, float2(id.xy));
#endif
}

// ERR111: error: validation errors
// ERR111: derivatives-thread-group.hlsl:19:6: error: Entry function performs some operation that is incompatible with the shader stage or other entry properties.  See other errors for details.
// ERR111: derivatives-thread-group.hlsl:19:6: error: Function uses derivatives in compute-model shader with NumThreads (1, 1, 1); derivatives require NumThreads to be 1D and a multiple of 4, or 2D/3D with X and Y both being a multiple of 2.
// ERR611: Function uses derivatives in compute-model shader with NumThreads (6, 1, 1)
// ERR321: Function uses derivatives in compute-model shader with NumThreads (3, 2, 1)
// ERR212: Function uses derivatives in compute-model shader with NumThreads (2, 1, 2)
// OK: @dx.op.sample
