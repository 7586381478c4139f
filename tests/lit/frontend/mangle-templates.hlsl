// RUN: hlslc -T cs_6_0 -E main -fcgl %s | FileCheck %s
// RUN: hlslc -T lib_6_3 %s | FileCheck %s --check-prefix=LIB
// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s --check-prefix=CS
// Every function but the entry has its C++ (Microsoft) name, as clang
// gives it in DXC. An instance of a struct template is "?$Name@<args>@"
// (type arguments mangled, integers as $0<number>, negative ones $0?<n>),
// then the template's namespaces; a function template's instance is named
// the same way; a method names its struct after itself.

// CHECK-DAG: define internal float @"\01??$twice@M@@YAMM@Z"(float %x)
// CHECK-DAG: define internal i32 @"\01??$twice@H@@YAHH@Z"(i32 %x)
// CHECK-DAG: define internal float @"\01?get@?$TC@M@@QAAMXZ"(ptr %this)
// CHECK-DAG: define internal float @"\01?f@S@N@@QAAMM@Z"(ptr %this, float %x)
// CHECK-DAG: define internal float @"\01?g@N@@YAMM@Z"(float %y)
// CHECK-DAG: define internal float @"\01?k@@YAMU?$TP@M$0?0@N@@@Z"(ptr %p)

// A library's groupshared global mangles the instance. (The library reads
// it. The compute entry reads back what it just stored, which GVN forwards
// as DXC's does; the global, then only stored to, goes, as in DXC.)
// CS-NOT: gt@@
// CS: define void @main()
// LIB-DAG: @"\01?gt@@3U?$TC@M@@A{{(\.0)?}}" = {{.*}}addrspace(3) global
// LIB-DAG: define float @"\01?e@@YAMU?$TP@M$01@N@@V?$TD@H@@U?$TP@M$0?0@2@@Z"(%"struct.N::TP<float, 2>"* nocapture readonly %a, %"class.TD<int>"* nocapture readnone %b, %"struct.N::TP<float, -1>"* nocapture readonly %c)

template<typename T> T twice(T x) { return x * 2; }
template<typename T> struct TC { T v; T get() { return v * 3; } };
template<typename T> class TD { T v; };
namespace N {
  struct S { float a; float f(float x) { return a * x; } };
  float g(float y) { return y + 1; }
  template<typename T, int K> struct TP { T v[2]; };
}
float k(N::TP<float, -1> p) { return p.v[1]; }
groupshared TC<float> gt;
RWBuffer<float> u;

[numthreads(1, 1, 1)]
void main(uint3 t : SV_DispatchThreadID) {
  TC<float> c; c.v = u[0];
  N::S s; s.a = u[1];
  N::TP<float, -1> p; p.v[1] = u[6];
  gt.v = u[7];
  u[t.x] = twice(u[2]) + twice<int>((int)u[3]) + c.get() + s.f(u[4]) + N::g(u[5]) + k(p) + gt.v;
}

export float e(N::TP<float, 2> a, TD<int> b, N::TP<float, -1> c) { return a.v[1] + c.v[0] + gt.v; }
