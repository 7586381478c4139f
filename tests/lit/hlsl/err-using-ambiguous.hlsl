// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// A name declared at file scope and in a namespace brought in by `using
// namespace` is ambiguous when nothing tells the two apart.

namespace N {
  float g() { return 100; }
  float v;
}
float g() { return 5; }
float v;
using namespace N;

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  // CHECK: err-using-ambiguous.hlsl:[[# @LINE + 1]]:12: error: call to 'g' is ambiguous [HL4005]
  Out[0] = g();
  // CHECK: err-using-ambiguous.hlsl:[[# @LINE + 1]]:12: error: reference to 'v' is ambiguous [HL4005]
  Out[1] = v;
}
