// RUN: not hlslc -T cs_6_0 -E main -HV 2021 %s 2>&1 | FileCheck %s
// A member type of a dependent scope needs `typename` (C++ before C++20);
// `typename` needs a qualified name; the scope must have members and the
// member type must exist (checked when the template is instantiated). A
// struct declares member types with `using` only: DXC rejects a typedef.

struct S {
  using I = int;
  struct In { float f; };
  // CHECK: err-typename.hlsl:[[# @LINE + 1]]:3: error: nested typedefs are not supported in HLSL [HL3005]
  typedef float F;
};

// CHECK: err-typename.hlsl:[[# @LINE + 1]]:10: error: expected a qualified name after 'typename' [HL3002]
typename S bad;

template<typename T> struct Box { using E = T; };

template<typename T>
struct W {
  // CHECK: err-typename.hlsl:[[# @LINE + 1]]:3: error: missing 'typename' prior to dependent type name 'T::In' [HL3002]
  T::In a;
  // CHECK: err-typename.hlsl:[[# @LINE + 1]]:3: error: missing 'typename' prior to dependent type name 'Box<T>::E' [HL3002]
  Box<T>::E b;
  typename T::I ok;
};

template<typename T>
struct NoMembers {
  // CHECK: err-typename.hlsl:[[# @LINE + 1]]:12: error: type 'float' cannot be used prior to '::' because it has no members [HL3002]
  typename T::I x;
};

template<typename T>
struct NoSuchType {
  // CHECK: err-typename.hlsl:[[# @LINE + 1]]:15: error: no type named 'J' in 'S' [HL3002]
  typename T::J x;
};

RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
  W<S> w;
  NoMembers<float> n;
  NoSuchType<S> t;
  Out[0] = 0;
}
