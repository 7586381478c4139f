// RUN: not hlslc -T cs_6_9 %s 2>&1 | FileCheck %s
// Swizzles are not allowed on vectors of more than 4 components (index
// them instead); shorter vectors keep them at shader model 6.9.

RWStructuredBuffer<vector<uint, 6> > b;

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  vector<uint, 6> v = b[i];
  uint4 w = uint4(v[0], v[1], v[2], v[3]);
  // CHECK: swizzle.hlsl:[[# @LINE + 1]]:15: error: invalid swizzle 'x' on vector of over 4 elements.
  b[i][0] = v.x + w.y;
  // CHECK-NOT: error
}
