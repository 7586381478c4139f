// -D defines reach the preprocessor, with and without values.
// RUN: hlslc -T cs_6_0 -E main -D SIZE=16 -DFAST %s | FileCheck %s
// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s --check-prefix=DEFAULT
// CHECK-NOT: fmul
// CHECK: !{i32 16, i32 1, i32 1}
// DEFAULT: fmul
// DEFAULT: !{i32 8, i32 1, i32 1}
#ifndef SIZE
#define SIZE 8
#endif
RWBuffer<float> B : register(u0);
[numthreads(SIZE, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
#ifdef FAST
  B[id.x] = 1.0;
#else
  B[id.x] = B[id.x] * 3.0;
#endif
}
