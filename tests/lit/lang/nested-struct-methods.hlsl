// Member functions of a struct defined inside another struct: called on a
// member of the outer struct (from an outer method and from outside), on a
// local of the nested type, statically by qualified name, and two levels deep.
// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// CHECK: define void @main()
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float 3.000000e+00, float 5.000000e+00, float undef, float undef, i8 3)
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, float 7.000000e+00, float 1.200000e+01, float undef, float undef, i8 3)
struct Outer {
  struct Edge {
    float2 N;
    void Init(float2 p, precise float2 q) { N = p + q; }
    static float Twice(float x) { return 2 * x; }
    struct Deep {
      float d;
      float Get() { return d + 1; }
    };
  };
  Edge e0;
  Edge::Deep deep;
  void Init(float2 p) { e0.Init(p, float2(1, 1)); Edge t; t.Init(p, p); deep.d = t.N.x; }
};

RWStructuredBuffer<float2> o;

[numthreads(1, 1, 1)]
void main() {
  Outer r;
  r.Init(float2(2, 4));
  o[0] = r.e0.N;                                   // (3, 5)
  r.e0.Init(float2(3, 5), float2(r.deep.Get() - 1, Outer::Edge::Twice(3.5)));
  o[1] = r.e0.N;                                   // (3 + 4, 5 + 7)
}
