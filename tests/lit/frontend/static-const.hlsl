// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// static const scalars fold into their uses; static const arrays become
// internal constants; static globals are internal globals with initializers.

RWStructuredBuffer<float> Out : register(u0);
static const float Scale = 2.5;
static const uint N = 4;
static const float Weights[N] = {0.5, 0.25, 0.125, 0.125};
static float Accum = 1.0;
static int Counter;

// CHECK: @Weights = internal constant [4 x float] [float 5.000000e-01, float 2.500000e-01, float 1.250000e-01, float 1.250000e-01], align 4
// CHECK: @Accum = internal global float 1.000000e+00, align 4
// CHECK: @Counter = internal global i32 0, align 4
// CHECK: %[[I:[0-9]+]] = urem i32 %{{[0-9]+}}, 4
// CHECK: getelementptr inbounds [4 x float], ptr @Weights, i32 0, i32 %[[I]]
// CHECK: fmul fast float %{{[0-9]+}}, 2.500000e+00
// CHECK: load float, ptr @Accum

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Counter++;
  Out[id.x] = Weights[id.x % N] * Scale + Accum;
}
