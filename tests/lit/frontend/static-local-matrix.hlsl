// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// A function-local static const matrix with a constant initializer list is
// a global initialised in row-major order (MiniEngine's ColorSpaceUtility).

RWStructuredBuffer<float3> Out : register(u0);

// CHECK: @main.M = internal global <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>
[numthreads(1, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  static const float2x2 M = { 1, 2, 3, 4 };
  Out[gi] = float3(mul(M, float2(gi, 1)), 0);
}
