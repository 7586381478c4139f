// RUN: not hlslc -T cs_6_0 -E main %s -fcgl 2>&1 | FileCheck %s
// The parser reports one error per broken statement or declaration and
// resynchronises at ';' / '}' to find the next one.

RWBuffer<float> Out : register(u0);

// CHECK: err-parse-recovery.hlsl:[[# @LINE + 1]]:10: error: unknown type name 'flaot' [HL3002]
float3 f(flaot x) { return x; }

[numthreads(1, 1, 1)]
void main() {
  // CHECK: err-parse-recovery.hlsl:[[# @LINE + 1]]:17: error: expected expression [HL3003]
  float a = 1 + ;
  // CHECK: err-parse-recovery.hlsl:[[# @LINE + 1]]:14: error: expected ';' after expression [HL3001]
  Out[0] = a a;
  // CHECK: err-parse-recovery.hlsl:[[# @LINE + 1]]:13: error: expected ')' after if condition [HL3001]
  if (a > 0 { Out[1] = 2; }
  Out[2] = 3;
}
// CHECK-NOT: error:
