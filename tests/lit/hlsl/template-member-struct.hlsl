// RUN: hlslc -T cs_6_0 -E main -HV 2021 %s | FileCheck %s
// RUN: not hlslc -T cs_6_0 -E main -HV 2021 -DNOKW %s 2>&1 | FileCheck %s --check-prefix=ERR
// A member struct template of a struct or of a struct template instance:
// named S<T>::template Inner<N> (in a dependent scope `template` is
// required; clang reports its absence and goes on as if it were there).
// Inside it, the enclosing template's parameters stay bound.

#ifdef NOKW
#define TKW
#else
#define TKW template
#endif

template<typename T>
struct Outer {
  template<int N>
  struct Inner {
    T a[N];
    T sum() { T s = 0; for (int i = 0; i < N; i++) s += a[i]; return s; }
  };
};

struct Plain {
  template<typename U> struct Box { U v; };
};

template<typename T>
struct User {
  // ERR: template-member-struct.hlsl:[[# @LINE + 1]]:26: error: use 'template' keyword to treat 'Inner' as a dependent template name
  typename Outer<T>::TKW Inner<2> m;
};

template<typename T>
T total(typename Outer<T>::template Inner<3> x) { return x.sum(); }

RWStructuredBuffer<float4> Out : register(u0);

// CHECK: define void @main()
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 0, i32 0, float 3.000000e+00, float 2.500000e+00, float 6.000000e+00, float 7.000000e+00, i8 15)
[numthreads(1, 1, 1)]
void main() {
  Outer<float>::Inner<2> a = {1.0, 2.0};
  Plain::Box<float> b = {2.5};
  User<float> u = {4.0, 3.0};
  Outer<float>::Inner<3> c = {1.0, 2.0, 3.0};
  Out[0] = float4(a.sum(), b.v, total<float>(c), u.m.sum());
}
