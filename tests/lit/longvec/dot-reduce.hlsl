// RUN: hlslc -T cs_6_9 %s | FileCheck %s
// RUN: hlslc -T cs_6_8 %s | FileCheck %s --check-prefix=SM68
// From shader model 6.9, dot() of float vectors is the vector FDot op and
// any()/all() reduce the compare with VectorReduceOr/And (DXC). The dot
// product inside normalize() keeps Dot2/3/4 (DXC's TranslateFDot). Before
// 6.9 dot() is Dot4 and any() an or of the compares.

RWStructuredBuffer<float4> b;

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  float4 v = b[i];
  // CHECK: call float @dx.op.dot.v4f32(i32 311, <4 x float> [[V:%.*]], <4 x float> [[V]])  ; FDot(a,b)
  // SM68: call float @dx.op.dot4.f32(i32 56,
  float d = dot(v, v);
  // CHECK: [[C:%.*]] = fcmp fast une <4 x float> [[V]], zeroinitializer
  // CHECK: call i1 @dx.op.vectorReduce.v4i1(i32 310, <4 x i1> [[C]])  ; VectorReduceOr(a)
  // CHECK: call i1 @dx.op.vectorReduce.v4i1(i32 309, <4 x i1> [[C]])  ; VectorReduceAnd(a)
  // SM68-NOT: vectorReduce
  float a = any(v) + all(v);
  // CHECK: call float @dx.op.dot4.f32(i32 56,
  b[i + 1] = normalize(v) * (d + a);
}
