// Overload matching, exact sets: asuint takes only 32-bit types (no
// implicit conversion of a half), fma only double; DXC reports no matching
// function with a note per overload.
// RUN: not hlslc -T cs_6_2 -E main -enable-16bit-types %s 2>&1 | FileCheck %s
// CHECK: match-exact-set.hlsl:[[# @LINE + 8]]:10: error: no matching function for call to 'asuint'
// CHECK: note: candidate function not viable: requires 3 arguments, but 1 was provided
// CHECK: note: candidate function not viable: no known conversion from 'half' to 'float' for 1st argument
// CHECK: match-exact-set.hlsl:[[# @LINE + 6]]:10: error: no matching function for call to 'fma'
// CHECK: note: candidate function not viable: no known conversion from 'float' to 'double' for 1st argument
RWStructuredBuffer<uint> u : register(u0);
RWStructuredBuffer<float> f : register(u1);
[numthreads(1, 1, 1)] void main() {
  u[0] = asuint((half)f[1]);
  f[0] = fma(f[1], f[2], f[3]);
}
