// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// Swizzle reads are shufflevector/extractelement (repeats allowed, rgba too);
// writes load the vector, insert the components and store it back.

RWBuffer<float4> Out : register(u0);

// CHECK: %[[V:[0-9]+]] = load <4 x float>, ptr %v
// CHECK: shufflevector <4 x float> %[[V]], <4 x float> poison, <4 x i32> <i32 3, i32 3, i32 0, i32 1>
// CHECK: %[[V2:[0-9]+]] = load <4 x float>, ptr %v
// CHECK: extractelement <4 x float> %[[V2]], i32 2
// CHECK: %[[OLD:[0-9]+]] = load <4 x float>, ptr %v
// CHECK: %[[I1:[0-9]+]] = insertelement <4 x float> %[[OLD]], float %{{[0-9]+}}, i32 1
// CHECK: %[[I2:[0-9]+]] = insertelement <4 x float> %[[I1]], float %{{[0-9]+}}, i32 0
// CHECK: store <4 x float> %[[I2]], ptr %v
// CHECK: %[[S:[0-9]+]] = load float, ptr %s
// scalar swizzle: splat
// CHECK: %[[INS:[0-9]+]] = insertelement <3 x float> poison, float %[[S]], i32 0
// CHECK: shufflevector <3 x float> %[[INS]], <3 x float> poison, <3 x i32> zeroinitializer

[numthreads(1, 1, 1)]
void main() {
  float4 v = float4(1, 2, 3, 4);
  float4 a = v.wwxy;
  float b = v.b;
  v.yx = float2(a.x, b);
  float s = 5;
  float3 t = s.xxx;
  Out[0] = a + float4(t, b);
}
