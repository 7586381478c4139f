// RUN: not hlslc -T cs_6_0 -E main -HV 2018 %s 2>&1 | FileCheck %s
// Templates and operator overloading are HLSL 2021 features: before it both
// words are reserved (DXC's message).

// CHECK: err-template-hv2018.hlsl:[[# @LINE + 1]]:1: error: 'template' is a reserved keyword in HLSL [HL3005]
template<typename T>
T Twice(T x) { return x + x; }

struct V {
  float3 v;
  // CHECK: err-template-hv2018.hlsl:[[# @LINE + 1]]:5: error: 'operator' is a reserved keyword in HLSL [HL3005]
  V operator+(V o) { V r; r.v = v + o.v; return r; }
};

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  Out[0] = 0;
}
