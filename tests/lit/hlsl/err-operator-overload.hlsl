// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// Operators DXC does not let a struct overload: assignments, increments,
// shifts, and any operator declared outside a struct (DXC's messages).

struct V {
  float x;
  // CHECK: err-operator-overload.hlsl:[[# @LINE + 1]]:5: error: overloading 'operator+=' is not allowed [HL3009]
  V operator+=(V o) { x += o.x; return this; }
  // CHECK: err-operator-overload.hlsl:[[# @LINE + 1]]:5: error: overloading 'operator<<' is not allowed [HL3009]
  V operator<<(V o) { return o; }
};

// CHECK: err-operator-overload.hlsl:[[# @LINE + 1]]:3: error: overloading non-member 'operator-' is not allowed [HL3009]
V operator-(V a, V b) { V r; r.x = a.x - b.x; return r; }

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  Out[0] = 0;
}
