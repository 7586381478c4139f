// RUN: hlslc -T cs_6_0 -E main -fcgl %s | FileCheck %s
// Struct templates: S<float, 4> is the struct "S<float, 4>" (DXC's name),
// with T and N substituted in its members; a default argument, and a
// template argument that is itself an instance (written "Box<Pair<int, 2> >").

template<typename T, int N>
struct S { T a[N]; };

template<typename T, int N = 2>
struct Pair { T v[N]; };

template<typename T>
struct Box { T inner; };

// CHECK-DAG: %"struct.S<float, 4>" = type { [4 x float] }
// CHECK-DAG: %"struct.Pair<int, 2>" = type { [2 x i32] }
// CHECK-DAG: %"struct.Box<Pair<int, 2> >" = type { %"struct.Pair<int, 2>" }

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  S<float, 4> s;
  s.a[3] = id.x;
  Box<Pair<int> > b;
  b.inner.v[1] = 2;
  Out[0] = s.a[3] + b.inner.v[1];
}
