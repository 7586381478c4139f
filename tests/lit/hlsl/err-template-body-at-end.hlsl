// RUN: not hlslc -T cs_6_0 -E main -HV 2021 %s 2>&1 | FileCheck %s
// The bodies of function template instances are checked at the end of the
// translation unit (clang's pending instantiations): their errors come
// after every error of the code that uses them, and the call itself is
// valid (no further error at it).

struct S { int a; };

template<typename T>
T Add(T a, T b) { return a + b; }

RWStructuredBuffer<int> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  S s = { 1 };
  // CHECK-NOT: error
  S t = Add(s, s);
  // CHECK: err-template-body-at-end.hlsl:[[# @LINE + 1]]:12: error: use of undeclared identifier 'undefined_name'
  Out[0] = undefined_name;
  // CHECK: err-template-body-at-end.hlsl:10:28: error: scalar, vector, or matrix expected
  // CHECK-NEXT: T Add
  // CHECK-NEXT: {{^ +\^$}}
  // CHECK-NEXT: err-template-body-at-end.hlsl:[[# @LINE - 6]]:9: note: in instantiation of function template specialization 'Add<S>' requested here
}
