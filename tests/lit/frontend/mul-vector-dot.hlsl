// mul(vector, vector) is the dot product, lowered as dot() is: Dot3 for
// floats, a mul and an IMad chain for integers (as DXC).
// RUN: hlslc -T vs_6_0 -E main %s | FileCheck %s
float4 main(float3 a : A, float3 b : B, int2 c : C, int2 d : D) : SV_Position {
  return float4(mul(a, b), mul(c, d), 0, 1);
}
// CHECK: call float @dx.op.dot3.f32(i32 55,
// CHECK: %[[M:[0-9]+]] = mul i32 %{{[0-9]+}}, %{{[0-9]+}}
// CHECK: call i32 @dx.op.tertiary.i32(i32 48, i32 %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 %[[M]])  ; IMad(a,b,c)
