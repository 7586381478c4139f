// RUN: not hlslc -T cs_6_8 -DNUM=5 %s 2>&1 | FileCheck %s --check-prefix=SM68
// RUN: not hlslc -T cs_6_9 -DNUM=1025 %s 2>&1 | FileCheck %s --check-prefix=SM69
// RUN: not hlslc -T lib_6_x -DNUM=1025 %s 2>&1 | FileCheck %s --check-prefix=SM69
// RUN: not hlslc -T cs_6_9 -DNUM=0 %s 2>&1 | FileCheck %s --check-prefix=ZERO
// A vector has at most 4 components before shader model 6.9 and at most
// 1024 from it (lib_6_x included); DXC's range error points at the size
// argument. Matrices stay within 4x4 at every shader model.

RWStructuredBuffer<float> b;

// SM68: range.hlsl:[[# @LINE + 3]]:15: error: invalid value, valid range is between 1 and 4 inclusive
// SM69: range.hlsl:[[# @LINE + 2]]:15: error: invalid value, valid range is between 1 and 1024 inclusive
// ZERO: range.hlsl:[[# @LINE + 1]]:15: error: invalid value, valid range is between 1 and 1024 inclusive
vector<float, NUM> g;

// SM69: range.hlsl:[[# @LINE + 1]]:18: error: invalid value, valid range is between 1 and 4 inclusive
matrix<float, 2, 5> m;

[numthreads(1, 1, 1)]
void main() { b[0] = 0; }
