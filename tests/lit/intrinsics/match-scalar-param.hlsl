// Overload matching, templates: a parameter that takes a scalar does not
// take a vector (WaveReadLaneAt's lane index); DXC reports no matching
// function.
// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// CHECK: match-scalar-param.hlsl:[[# @LINE + 4]]:10: error: no matching function for call to 'WaveReadLaneAt'
// CHECK: note: candidate function not viable: no known conversion from 'uint2' to 'unsigned int' for 2nd argument
RWStructuredBuffer<float> f : register(u0);
[numthreads(1, 1, 1)] void main(uint2 id : SV_DispatchThreadID) {
  f[0] = WaveReadLaneAt(f[1], id);
}
