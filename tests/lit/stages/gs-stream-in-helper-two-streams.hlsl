// RUN: not hlslc -T gs_6_0 -E main %s 2>&1 | FileCheck %s
// A helper's stream parameter that receives different streams (two
// streams of the entry) would need one copy of the helper per stream:
// hlslc reports it instead of writing to the wrong stream.

// CHECK: error: a stream-output parameter that receives different streams is not supported

struct GSOut { float4 pos : SV_Position; };
struct GSOut2 { float4 c : COLOR; };

void emit(float4 p, inout PointStream<GSOut2> s) {
  GSOut2 o;
  o.c = p;
  s.Append(o);
}

[maxvertexcount(2)]
void main(point float4 v[1] : POS, inout PointStream<GSOut> s0, inout PointStream<GSOut2> s1,
          inout PointStream<GSOut2> s2) {
  emit(v[0], s1);
  emit(v[0], s2);
}
