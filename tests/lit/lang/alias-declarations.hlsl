// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// typedef and `using X = T;` at every scope: file, struct members (S::T, by
// `using` only: nested typedefs are an error, lang/err-nested-typedef.hlsl),
// template bodies (a member type of an instance: Box<float>::Elem), and
// function bodies.

struct S { using F = float; using I = int; F f; I i; static F twice(F x) { return x * 2; } };
template<typename T> struct Box { using Elem = T; using Pair = T[2]; Elem v; Pair a; };
template<typename T> T triple(T x) { using U = T; typedef U V; V y = x; return y * 3; }
using Vec3 = float3;
RWStructuredBuffer<float> Out : register(u0);

// CHECK-LABEL: define void @main()
// CHECK: float 2.900000e+01,
[numthreads(1, 1, 1)]
void main() {
  S s;
  s.f = 1;
  s.i = 2;
  S::F g = S::twice(s.f);
  Box<float> b;
  b.v = 3;
  b.a[1] = 4;
  Box<float>::Elem e = b.v;
  using Local = Vec3;
  typedef Local L2;
  L2 v = L2(1, 2, 3);
  Out[0] = g + s.i + e + b.a[1] + triple(v.z) + v.y + 7;
}
