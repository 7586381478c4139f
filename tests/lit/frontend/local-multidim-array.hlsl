// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A dynamically indexed two-dimensional local array is flattened to one
// dimension: m[a][b] at a*5 + b.

RWStructuredBuffer<uint> Out : register(u0);

// CHECK: %[[M:[0-9]+]] = alloca [15 x i32]
// CHECK: %[[A:[0-9]+]] = urem i32 %{{[0-9]+}}, 3
// CHECK: %[[B:[0-9]+]] = urem i32 %{{[0-9]+}}, 5
// CHECK: %[[R:[0-9]+]] = mul i32 %[[A]], 5
// CHECK: %[[O:[0-9]+]] = add i32 %[[R]], %[[B]]
// CHECK: getelementptr [15 x i32], [15 x i32]* %[[M]], i32 0, i32 %[[O]]
[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  uint m[3][5];
  for (uint a = 0; a < 3; a++)
    for (uint b = 0; b < 5; b++)
      m[a][b] = a * b + gi;
  Out[gi] = m[gi % 3][gi % 5];
}
