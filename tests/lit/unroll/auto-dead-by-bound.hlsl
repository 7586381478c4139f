// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A loop DXC does not unroll still loses code its bound rules out (i > 6
// never holds while i < 5): the resource used only there is not bound.

// CHECK: ; Resource Bindings:
// CHECK: ; A UAV
// CHECK-NOT: ; B UAV
// CHECK: phi i32

RWBuffer<float> A;
RWBuffer<float> B[4] : register(u0);

[numthreads(1,1,1)]
void main(uint3 gi : SV_GroupID) {
  for (int i = 0; i < 5; i++) {
    if (i > 6)
      B[1][0] = 1.0;
    if (gi.x > 10u)
      A[i] = sin(A[i + 1]) * cos(A[i + 2]) + tan(A[i + 3]);
  }
}
