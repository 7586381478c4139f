// RUN: hlslc -T cs_6_0 -E main -HV 2021 %s 2>&1 | FileCheck %s
// `typename` names a member type of a scope that depends on a template
// parameter (typename T::X, typename S<T>::X), in every place a type goes:
// return and parameter types, locals, fields, casts, template arguments.
// A nested-name-specifier may name its struct through a typedef, an alias or
// a template parameter (X::Inner with X an alias of S). Outside a template
// `typename` is allowed with clang's C++11-extension warning.

struct Pup {
  using LegType = int;
  struct Paw { float size; };
  LegType legs;
};
template<typename T> struct Leg { static T zero() { return (T)0; } };
template<typename T> struct Holder { using Elem = T; struct Inner { T v; }; };

template<class A>
typename A::LegType legs(A a) { return a.legs + Leg<typename A::LegType>::zero(); }

template<class A>
float paw(typename A::Paw p) {
  typename A::Paw q = p;
  return (typename A::LegType)q.size * 2;
}

template<typename T>
struct Wrap {
  typename Holder<T>::Inner inner;
  typename Holder<T>::Elem e;
};

typedef Pup Dog;
using Cat = Pup;

RWStructuredBuffer<float> Out : register(u0);

// CHECK: typename-specifier.hlsl:[[# @LINE + 1]]:1: warning: 'typename' occurs outside of a template [-Wc++11-extensions] [HL3012]
typename Pup::LegType gcount;

// CHECK-LABEL: define void @main()
// CHECK: i32 0, i32 0, float 5.000000e+00,
// CHECK: i32 1, i32 0, float 5.000000e+00,
// CHECK: i32 2, i32 0, float 7.000000e+00,
[numthreads(1, 1, 1)]
void main() {
  Pup p = {3};
  Dog::Paw dp = {2.5};
  Cat::LegType n = legs(p);
  Wrap<float> w;
  w.inner.v = 3;
  w.e = 4;
  Out[0] = n + 2;
  Out[1] = paw<Dog>(dp) + 1;
  Out[2] = w.inner.v + w.e;
}
