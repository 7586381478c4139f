// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// An explicit specialization must come before the first use of that
// instance, and name a known template.

template<typename T> struct Box { T v; };

Box<int> early;

// CHECK: err-template-specialization.hlsl:[[# @LINE + 1]]:19: error: explicit specialization of 'Box<int>' after instantiation [HL3002]
template<> struct Box<int> { float other; };

// CHECK: err-template-specialization.hlsl:[[# @LINE + 1]]:19: error: explicit specialization of non-template struct 'Nope' [HL3002]
template<> struct Nope<int> { float x; };

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  Out[0] = 0;
}
