// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// An explicit cast converts between structs, arrays, vectors and matrices
// element by element in flattened order (fields, array elements, vector
// components, matrix rows), dropping the source's extra elements (DXC's
// flat conversion: (GSIn)vsout, (int2)arr, (float[4])m, (S)v).

struct VSOut { float4 pos; float2 uv; uint id; };
struct GSIn { float4 pos; float2 uv; };
struct Pair { int a; float b; };
RWStructuredBuffer<float> Out : register(u0);

// CHECK-LABEL: define void @main()
// CHECK: i32 0, i32 0, float 6.000000e+00,
// CHECK: i32 1, i32 0, float 5.000000e+00,
// CHECK: i32 2, i32 0, float 3.000000e+00,
// CHECK: i32 3, i32 0, float 4.000000e+00,
// CHECK: i32 4, i32 0, float 7.000000e+00,
// CHECK: i32 5, i32 0, float 2.000000e+00,
[numthreads(1, 1, 1)]
void main() {
  VSOut v = {float4(1, 2, 3, 4), float2(5, 6), 7};
  GSIn g = (GSIn)v;
  Out[0] = g.uv.y;
  int arr[2] = {4, 5};
  int2 i2 = (int2)arr;
  Out[1] = i2.y;
  float2x2 m = float2x2(1, 2, 3, 4);
  float a4[4] = (float[4])m;
  Out[2] = a4[2];
  Pair p = (Pair)float3(4.5, 7, 9);
  Out[3] = p.a;
  Out[4] = p.b;
  float two[2] = (float[2])a4;
  Out[5] = two[1];
}
