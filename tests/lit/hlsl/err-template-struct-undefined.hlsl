// RUN: not hlslc -T cs_6_0 -E main -HV 2021 %s 2>&1 | FileCheck %s
// An instance of a struct template that is declared but never defined is
// an incomplete type (and a plain forward-declared struct says where it
// was declared).

template<typename T> struct U;
struct S;

RWStructuredBuffer<float> Out;

[numthreads(1, 1, 1)]
void main() {
  // CHECK: err-template-struct-undefined.hlsl:[[# @LINE + 2]]:10: error: implicit instantiation of undefined template 'U<int>'
  // CHECK: err-template-struct-undefined.hlsl:6:29: note: template is declared here
  U<int> u;
  // CHECK: err-template-struct-undefined.hlsl:[[# @LINE + 2]]:5: error: variable has incomplete type 'S'
  // CHECK: err-template-struct-undefined.hlsl:7:8: note: forward declaration of 'S'
  S s;
  Out[0] = 0;
}
