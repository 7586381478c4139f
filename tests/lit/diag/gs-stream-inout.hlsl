// RUN: not hlslc -T gs_6_0 -E main %s 2>&1 | FileCheck %s
// A stream-output object is always an inout parameter, of any function (DXC
// points at the start of the parameter's declaration).

struct V { float4 pos : SV_Position; };

// CHECK: gs-stream-inout.hlsl:[[# @LINE + 3]]:13: error: stream-output object must be an inout parameter
// CHECK: gs-stream-inout.hlsl:[[# @LINE + 2]]:33: error: stream-output object must be an inout parameter
// CHECK: gs-stream-inout.hlsl:[[# @LINE + 1]]:58: error: stream-output object must be an inout parameter
void helper(in LineStream<V> a, out TriangleStream<V> b, PointStream<V> c) {}

[maxvertexcount(1)]
// CHECK: gs-stream-inout.hlsl:[[# @LINE + 1]]:25: error: stream-output object must be an inout parameter
void main(point V v[1], const PointStream<V> s) {}
