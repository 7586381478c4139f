// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// Initializer lists are flattened (nested braces optional) and stored leaf
// by leaf; (S)0 zero-fills every member; arrays copy element by element.

struct P { float2 xy; int n; };
RWStructuredBuffer<P> Out : register(u0);

// HLSL size 12 (no 8-byte alignment for float2) -> packed
// CHECK: %struct.P = type <{ <2 x float>, i32 }>
// CHECK: %[[A0:[0-9]+]] = getelementptr inbounds [2 x %struct.P], ptr %arr, i32 0, i32 0
// CHECK: %[[A0XY:[0-9]+]] = getelementptr inbounds %struct.P, ptr %[[A0]], i32 0, i32 0
// CHECK: store <2 x float> <float 1.000000e+00, float 2.000000e+00>, ptr %[[A0XY]]
// CHECK: %[[A0N:[0-9]+]] = getelementptr inbounds %struct.P, ptr %[[A0]], i32 0, i32 1
// CHECK: store i32 3, ptr %[[A0N]]
// CHECK: %[[A1:[0-9]+]] = getelementptr inbounds [2 x %struct.P], ptr %arr, i32 0, i32 1
// CHECK: getelementptr inbounds %struct.P, ptr %[[A1]], i32 0, i32 0
// CHECK: store <2 x float> <float 4.000000e+00, float 5.000000e+00>
// CHECK: store i32 6
// (P)0
// CHECK: %[[Z:[0-9]+]] = getelementptr inbounds %struct.P, ptr %agg.tmp, i32 0, i32 0
// CHECK: store <2 x float> zeroinitializer, ptr %[[Z]]
// CHECK: store i32 0

[numthreads(1, 1, 1)]
void main() {
  P arr[2] = { {1, 2, 3}, 4, 5, 6 };
  P z = (P)0;
  Out[0] = arr[1];
  Out[1] = z;
}
