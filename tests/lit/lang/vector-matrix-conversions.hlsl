// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A vector and a matrix with the same number of components convert to each
// other implicitly (elements in row order), and a one-row or one-column
// matrix truncates to a shorter vector (DXC's ConvertDimensions).

RWStructuredBuffer<float> Out : register(u0);

float4 flat(float4 v) { return v; }

// CHECK-LABEL: define void @main()
// CHECK: i32 0, i32 0, float 3.000000e+00,
// CHECK: i32 1, i32 0, float 2.000000e+00,
// CHECK: i32 2, i32 0, float 6.000000e+00,
[numthreads(1, 1, 1)]
void main() {
  float2x2 m = float4(1, 2, 3, 4);
  Out[0] = m[1][0];
  float4 v = flat(m);
  Out[1] = v.y;
  float1x3 row = float3(5, 6, 7);
  float2 t = row;
  Out[2] = t.y;
}
