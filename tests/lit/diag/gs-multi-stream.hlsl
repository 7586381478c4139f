// RUN: not hlslc -T gs_6_0 -E main %s 2>&1 | FileCheck %s
// RUN: hlslc -T gs_6_0 -E main -D POINTS %s | FileCheck %s --check-prefix=OK
// More than one output stream: all of them point lists.

struct V { float4 pos : SV_Position; };

[maxvertexcount(2)]
// CHECK: gs-multi-stream.hlsl:[[# @LINE + 2]]:6: error: when multiple GS output streams are used they must be pointlists.
// OK: call void @dx.op.emitStream(i32 97, i8 1)
void main(point V v[1], inout PointStream<V> s0,
#ifdef POINTS
          inout PointStream<V> s1) {
#else
          inout LineStream<V> s1) {
#endif
  s0.Append(v[0]);
  s1.Append(v[0]);
}
