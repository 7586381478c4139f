// RUN: hlslc -T gs_6_0 -E main %s | FileCheck %s
// A helper's stream parameter takes the entry's stream its reachable
// callers pass: a helper that no entry calls (here `unused`, passing its
// own stream parameter) passes nothing and does not make the stream
// ambiguous.

struct V { float4 pos : SV_Position; };

void put(inout TriangleStream<V> s, float4 p) {
  V v;
  v.pos = p;
  s.Append(v);
}

void unused(inout TriangleStream<V> t, float4 p) { put(t, p); put(t, -p); }
void two(inout TriangleStream<V> t, float4 p) { put(t, p); put(t, p * 2); }

// CHECK: define void @main()
// CHECK: call void @dx.op.emitStream(i32 97, i8 0)
// CHECK: call void @dx.op.emitStream(i32 97, i8 0)
[maxvertexcount(2)]
void main(point float4 v[1] : POS, inout TriangleStream<V> s) {
  two(s, v[0]);
}
