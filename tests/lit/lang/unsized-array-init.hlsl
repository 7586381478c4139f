// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// RUN: not hlslc -T cs_6_0 -E main -DERR %s 2>&1 | FileCheck %s --check-prefix=ERR
// The outer dimension of an unsized array comes from its flattened
// initializer: as many elements as the scalars fill (T a[][N] too, with
// vectors, matrices and structs counted by their components); a partly
// filled last element is too few initializers.

float4 f4;
float2x3 m;
struct S { float a; float2 b; };
RWStructuredBuffer<float> Out : register(u0);

// CHECK-LABEL: define void @main()
// CHECK: i32 0, i32 0, float 5.000000e+00,
// CHECK: i32 1, i32 0, float 1.200000e+01,
// CHECK: i32 2, i32 0, float 3.000000e+00,
[numthreads(1, 1, 1)]
void main() {
  float2 arr2[][3] = { 1.2, 2.2, f4, m };  // 12 scalars: float2[2][3]
  S s[] = { 1, 2, 3, 4, 5, 6 };            // S[2]
  int n[][2] = { 1, 2, 3, 4, 5, 6 };       // int[3][2]
  Out[0] = sizeof(arr2) / 8 - 1;
  Out[1] = s[1].b.y + sizeof(s) / 4;
  Out[2] = sizeof(n) / sizeof(n[0]);
#ifdef ERR
  // ERR: unsized-array-init.hlsl:[[# @LINE + 1]]:16: error: too few elements in vector initialization (expected 4 elements, have 3) [HL4014]
  int p[][2] = { 1, 2, 3 };
  // ERR: unsized-array-init.hlsl:[[# @LINE + 1]]:11: error: too few elements in vector initialization (expected 6 elements, have 4) [HL4014]
  S q[] = { 1, 2, 3, 4 };
#endif
}
