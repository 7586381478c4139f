// RUN: hlslc -T cs_6_0 -E main -HV 2018 %s | FileCheck %s
// Before HLSL 2021, a struct converts implicitly to another whose leaves
// have exactly the same types and count (FXC's rule, kept by DXC).

struct A { float x; int y; };
struct B { float u; int v; };
RWStructuredBuffer<float> Out : register(u0);

// CHECK-LABEL: define void @main()
// CHECK: i32 0, i32 0, float 3.000000e+00,
[numthreads(1, 1, 1)]
void main() {
  A a = {1.0, 2};
  B b = a;
  Out[0] = b.u + b.v;
}
