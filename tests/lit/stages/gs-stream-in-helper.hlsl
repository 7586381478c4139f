// RUN: hlslc -T gs_6_0 -E main %s | FileCheck %s
// A geometry shader's output stream passed (inout) to helper functions,
// through several levels: their Append and RestartStrip write the entry's
// stream, as DXC does once it inlines them.

// CHECK: define void @main()
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0,
// CHECK: call void @dx.op.emitStream(i32 97, i8 0)
// CHECK: call void @dx.op.emitStream(i32 97, i8 0)
// CHECK: call void @dx.op.cutStream(i32 98, i8 0)
// CHECK: call void @dx.op.emitStream(i32 97, i8 0)
// CHECK: call void @dx.op.cutStream(i32 98, i8 0)

struct GSOut { float4 pos : SV_Position; };

void emit(float4 p, inout TriangleStream<GSOut> s) {
  GSOut o;
  o.pos = p;
  s.Append(o);
}

void pair(float4 p, inout TriangleStream<GSOut> s) {
  emit(p, s);
  emit(p + 1, s);
  s.RestartStrip();
}

void single(float4 p, inout TriangleStream<GSOut> t) {
  emit(p * 2, t);
  t.RestartStrip();
}

[maxvertexcount(3)]
void main(point float4 v[1] : POS, inout TriangleStream<GSOut> stream) {
  pair(v[0], stream);
  single(v[0], stream);
}
