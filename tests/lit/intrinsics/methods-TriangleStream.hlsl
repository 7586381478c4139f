// TriangleStream methods: every one, with the DXIL operations they lower to
// RUN: hlslc -T gs_6_0 -E main %s | FileCheck %s
// CHECK: call void @dx.op.emitStream(i32 97
// CHECK: call void @dx.op.cutStream(i32 98
// CHECK: call void @dx.op.emitStream(i32 97

struct V { float4 p : SV_Position; };
[maxvertexcount(4)] void main(triangle V i[3], inout TriangleStream<V> s) {
  s.Append(i[0]);
  s.RestartStrip();
  s.Append(i[0]);
}
