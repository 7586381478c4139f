// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A vector constructor takes the elements of array and struct arguments in
// flattened order, like an initializer list; S(x) with one argument is the
// cast (S)x.

struct P { float4 d; };
struct Two { float a; float b; };
RWBuffer<float4> Out : register(u0);

// CHECK: float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00,
// CHECK: float 7.000000e+00, float 8.000000e+00, float 9.000000e+00, float 1.000000e+00,
// CHECK: float 5.000000e+00, float 6.000000e+00, float 5.000000e+00, float 6.000000e+00,
[numthreads(1, 1, 1)]
void main() {
  float a[4] = {1, 2, 3, 4};
  float m[3][3] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
  P p = P(float4(a));
  Out[0] = p.d;
  Out[1] = float4(float3(m[2]), 1);
  Two t = {5, 6};
  Out[2] = float4(t, t);
}
