// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// An error in the body of a function template is reported in the template,
// with a note at the call that instantiated it.

template<typename T>
T Bad(T x) { return x.foo; }

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  // CHECK: err-template-instantiation.hlsl:6:23: error: invalid swizzle 'foo' on type 'float' [HL4008]
  // CHECK: err-template-instantiation.hlsl:[[# @LINE + 1]]:12: note: in instantiation of function template specialization 'Bad<float>' requested here [HL4005]
  Out[0] = Bad(1.0f);
}
