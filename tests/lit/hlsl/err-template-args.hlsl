// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// A struct template used with too few arguments, then without any.

template<typename T, int N>
struct Arr { T a[N]; };

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  // CHECK: err-template-args.hlsl:[[# @LINE + 2]]:3: error: too few template arguments for class template 'Arr' [HL3002]
  // CHECK: err-template-args.hlsl:5:8: note: template is declared here [HL3002]
  Arr<float> x;
  // CHECK: err-template-args.hlsl:[[# @LINE + 1]]:3: error: use of class template 'Arr' requires template arguments [HL3002]
  Arr y;
  Out[0] = 0;
}
