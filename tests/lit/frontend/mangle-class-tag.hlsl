// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// Microsoft mangling spells the tag: a `class` is V, a `struct` or an
// `interface` U (DXC mangles as MSVC does), in global and function names.

// CHECK-DAG: @"\01?gc@@3PAVC@@A{{[.0-9a-z]*}}" = {{.*}}addrspace(3) global
// CHECK-DAG: @"\01?gt@@3PAV?$TC@M@@A{{[.0-9a-z]*}}" = {{.*}}addrspace(3) global
// CHECK-DAG: @"\01?gs@@3PAUS@@A{{[.0-9a-z]*}}" = {{.*}}addrspace(3) global
// CHECK-DAG: define float @"\01?h@@YAMVC@@V?$TC@M@@US@@@Z"(

class C { float a; };
template<typename T> class TC { T v; };
struct S { float b; };
groupshared C gc[4];
groupshared TC<float> gt[4];
groupshared S gs[4];

export float h(C c, TC<float> t, S s) { return c.a + t.v + s.b; }

export void w(uint i) {
  gc[i].a = 1; gt[i].v = 2; gs[i].b = 3;
}
