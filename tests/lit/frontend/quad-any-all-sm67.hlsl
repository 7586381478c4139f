// QuadAny/QuadAll from SM 6.7: the QuadVote op (0 any, 1 all).
// RUN: hlslc -E main -T cs_6_7 %s | FileCheck %s
RWStructuredBuffer<float2> Values;
[numthreads(8, 8, 1)]
void main(uint3 ID : SV_DispatchThreadID) {
  Values[ID.x] = float2(QuadAny(ID.x % 4 == 0) ? 1.0 : 2.0, QuadAll(ID.x % 2 == 0) ? 3.0 : 4.0);
}
// CHECK: %[[ANY:[0-9]+]] = call i1 @dx.op.quadVote.i1(i32 222, i1 %{{[0-9]+}}, i8 0)
// CHECK: select i1 %[[ANY]], float 1.000000e+00, float 2.000000e+00
// CHECK: %[[ALL:[0-9]+]] = call i1 @dx.op.quadVote.i1(i32 222, i1 %{{[0-9]+}}, i8 1)
// CHECK: select i1 %[[ALL]], float 3.000000e+00, float 4.000000e+00
