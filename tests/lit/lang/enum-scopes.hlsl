// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Enums inside namespaces, structs (S::A, S::E::A) and functions, anonymous
// enums and typedef enum { ... } T.

namespace RayType { enum Enum { Radiance, Shadow, Count }; }
struct S {
  enum Kind { K0, K1 = 7 };
  Kind k;
  uint get() { return k == K1 ? 3 : 4; }
};
typedef enum { T_OK, T_ERR } ERR;
enum { Anon = 9 };
RWStructuredBuffer<uint> Out : register(u0);

// CHECK-LABEL: define void @main()
// CHECK: i32 0, i32 0, i32 3,
// CHECK: i32 1, i32 0, i32 3,
// CHECK: i32 2, i32 0, i32 10,
// CHECK: i32 3, i32 0, i32 2,
[numthreads(1, 1, 1)]
void main() {
  Out[0] = RayType::Count + RayType::Enum::Shadow;
  S s;
  s.k = S::K1;
  Out[1] = s.get();
  ERR e = T_ERR;
  Out[2] = e + Anon;
  enum Local { L0, L1, L2 };
  Local l = Local::L2;
  Out[3] = l;
}
