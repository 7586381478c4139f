// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// Inside a struct template's body the struct may be named with its own
// arguments (S<N>) as well as plainly (S): both are the instance being
// defined, so a static member returning S<N> can be called as S<4>::make().

template<uint N>
struct S {
  uint n;
  static S<N> make() { S<N> r; r.n = N; return r; }
};

RWStructuredBuffer<uint> o;

// CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{.*}}, i32 0, i32 0, i32 4,
[numthreads(1, 1, 1)]
void main() {
  S<4> s = S<4>::make();
  o[0] = s.n;
}
