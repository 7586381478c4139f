// RUN: hlslc -T ps_6_6 -E main %s | FileCheck %s --check-prefix=WHOLE
// RUN: hlslc -T ps_6_6 -E main -DCOMPUTED %s | FileCheck %s --check-prefix=MARKED
// RUN: hlslc -T ps_6_6 -E main -DSWIZZLE %s | FileCheck %s --check-prefix=MARKED
// RUN: hlslc -T ps_6_6 -E main -DLEVEL %s | FileCheck %s --check-prefix=LEVEL
// DXC marks the coordinates of implicit-derivative operations (Sample,
// SampleBias, SampleCmp, CalculateLevelOfDetail, ddx/ddy) with a call GVN
// takes for a write, right after they are computed: a coordinate computed
// between two references to a resource makes the second annotate it again.
// A whole entry input (marked at the top of the entry) or a constant does not.

Texture2D t : register(t0);
SamplerState s : register(s0);

float4 main(float2 uv : UV, float4 v : V) : SV_Target {
#if defined(COMPUTED)
  return t.Sample(s, uv) + t.Sample(s, uv * 2);
#elif defined(SWIZZLE)
  return t.Sample(s, v.xy) + t.Sample(s, v.zw);
#elif defined(LEVEL)
  return t.SampleLevel(s, uv, 0) + t.SampleLevel(s, uv * 2, 0);
#else
  return t.Sample(s, uv) + t.Load(int3(uv, 0));
#endif
}

// WHOLE-COUNT-1: @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{[0-9]+}}, %dx.types.ResourceProperties { i32 2, i32 1033 }){{.*}}
// WHOLE-NOT: ResourceProperties { i32 2, i32 1033 }
// WHOLE: ret void

// MARKED-COUNT-2: @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{[0-9]+}}, %dx.types.ResourceProperties { i32 2, i32 1033 }){{.*}}
// MARKED-NOT: ResourceProperties { i32 2, i32 1033 }
// MARKED: ret void

// LEVEL-COUNT-1: @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{[0-9]+}}, %dx.types.ResourceProperties { i32 2, i32 1033 }){{.*}}
// LEVEL-NOT: ResourceProperties { i32 2, i32 1033 }
// LEVEL: ret void
