// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Intrinsics expanded into vector code (clamp -> max/min, any -> compares,
// length -> dot) are expanded before the scalarizer, so the DXIL has only
// scalar operations.

RWStructuredBuffer<float4> Out : register(u0);

// CHECK: call float @dx.op.binary.f32(i32 35, float %{{.*}}, float 0.000000e+00)
// CHECK: call float @dx.op.binary.f32(i32 36, float %{{.*}}, float 1.000000e+00)
// CHECK: call float @dx.op.dot3.f32(i32 55,
// CHECK-NOT: <4 x
// CHECK-NOT: <3 x
// CHECK-NOT: <2 x i1>
[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  float4 v = Out[gi];
  bool2 b = v.xy > 1;
  Out[gi] = clamp(v, 0, 1) + length(v.xyz) + (any(b) ? 1 : 0);
}
