// RUN: hlslc -T lib_6_3 -HV 2021 %s | FileCheck %s
// RUN: not hlslc -T lib_6_3 -HV 2021 -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// An explicit instantiation (`template struct S<args>;`, `template T f<args>(...);`)
// instantiates the template there; errors in it are followed by the chain
// of instantiations (clang's backtrace). An elaborated `enum T::X` must
// name an enum.

template<typename T> struct Box { T v; T get() { return v; } };
template struct Box<float>;

template<int N> int times(int x) { return x * N; }
template int times<3>(int);

// CHECK: define i32 @"\01?use@@YAHH@Z"(i32 %x)
// CHECK: mul nsw i32 %x, 3
export int use(int x) { return times<3>(x); }

#ifdef BAD
struct HasEnum { enum X { A }; };
struct HasClass { struct X { int i; }; };
struct HasNothing { };
template<typename T> struct W { enum T::X v; };
template struct W<HasEnum>;
// BAD: template-explicit-instantiation.hlsl:[[# @LINE - 2]]:33: error: use of 'X' with tag type that does not match previous declaration
// BAD: template-explicit-instantiation.hlsl:[[# @LINE + 2]]:17: note: in instantiation of template class 'W<HasClass>' requested here
// BAD: template-explicit-instantiation.hlsl:20:26: note: previous use is here
template struct W<HasClass>;
// BAD: template-explicit-instantiation.hlsl:22:41: error: no enum named 'X' in 'HasNothing'
// BAD: template-explicit-instantiation.hlsl:[[# @LINE + 1]]:17: note: in instantiation of template class 'W<HasNothing>' requested here
template struct W<HasNothing>;
#endif
