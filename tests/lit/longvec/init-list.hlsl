// RUN: hlslc -T cs_6_9 %s | FileCheck %s
// Initializer lists, constructors and truncating casts of vectors longer
// than 16 components keep every component.

RWStructuredBuffer<vector<int, 20> > b;
RWStructuredBuffer<vector<int, 17> > c;

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  // CHECK: add <20 x i32> %{{.*}}, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20>
  vector<int, 20> x = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20};
  b[i] = b[i] + x;
  // CHECK: shufflevector <20 x i32> %{{.*}}, <20 x i32> undef, <17 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16>
  c[i] = (vector<int, 17>)b[i + 1];
}
