// RUN: hlslc -T cs_6_0 -E main -HV 2021 %s | FileCheck %s
// RUN: not hlslc -T cs_6_0 -E main -HV 2021 -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: hlslc -T cs_6_0 -E main -HV 2021 -ast-dump %s | FileCheck %s --check-prefix=AST
// Alias templates (template<...> using X = type;): X<args> names the type
// with the parameters bound, defaults filling the arguments not written; a
// struct or alias template whose parameters all have defaults may be named
// without '<>' (DXC's default specialization). Member alias templates see
// the enclosing instance's parameters.

template<typename T = float, int N = 1>
struct Vec { vector<T, N> v; };

template<typename T = float>
using Vec2 = Vec<T, 2>;

template<typename T, int N>
using Arr = T[N];

template<typename T>
struct Holder {
  template<int N> using Row = vector<T, N>;
  Row<3> r;
};

// AST: TypeAliasTemplateDecl {{.*}} <line:13:1, line:14:22> col:1 Vec2
// AST: TypeAliasDecl {{.*}} <line:14:1, col:22> col:7 Vec2 'Vec<T, 2>'
// AST: TypeAliasDecl {{.*}} Arr 'T [N]'
// AST: VarDecl {{.*}} used defaulted 'Vec':'Vec<float, 1>'
// AST: VarDecl {{.*}} used two 'Vec2':'Vec<float, 2>'
// AST: VarDecl {{.*}} used twoi 'Vec2<int>':'Vec<int, 2>'
Vec defaulted;          // Vec<float, 1>
Vec2 two;               // Vec<float, 2>
Vec2<int> twoi;         // Vec<int, 2>

RWStructuredBuffer<float4> Out : register(u0);

// CHECK: define void @main()
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 0, i32 0, float 6.000000e+00, float 3.000000e+00, float 1.500000e+01, float %{{[0-9]+}}, i8 15)
[numthreads(1, 1, 1)]
void main() {
  Arr<float, 3> a = {1, 2, 3};
  Holder<float> h = {4, 5, 6};
  Holder<float>::Row<2> r2 = h.r.xy;
  Out[0] = float4(a[0] + a[1] + a[2], 3, h.r.x + h.r.y + h.r.z, r2.x + defaulted.v.x + two.v.y + twoi.v.x);
}

#ifdef BAD
template<typename T> using NoDefault = vector<T, 2>;
// BAD: template-alias.hlsl:[[# @LINE + 1]]:1: error: use of class template 'NoDefault' requires template arguments
NoDefault nd;
#endif
