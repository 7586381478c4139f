// RUN: not hlslc -T cs_6_0 -E main %s -fcgl 2>&1 | FileCheck %s
// Calls with the wrong number or types of arguments.

float twice(float x) { return 2 * x; }
float pick(float a, float b) { return a; }
float pick(float4 a) { return a.x; }
RWBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  // CHECK: err-arg-count.hlsl:[[# @LINE + 1]]:12: error: too many arguments to function call, expected 1, have 2 [HL4005]
  Out[0] = twice(1, 2);
  // CHECK: err-arg-count.hlsl:[[# @LINE + 1]]:12: error: too few arguments to function call, expected 1, have 0 [HL4005]
  Out[1] = twice();
  // CHECK: err-arg-count.hlsl:[[# @LINE + 1]]:12: error: no matching function for call to 'pick' [HL4005]
  Out[2] = pick(1, 2, 3);
  // CHECK: err-arg-count.hlsl:[[# @LINE + 4]]:12: error: no matching function for call to 'sqrt' [HL4005]
  // CHECK-NEXT: sqrt(1, 2);
  // CHECK-NEXT: ^
  // CHECK-NEXT: note: candidate function not viable: requires 1 argument, but 2 were provided
  Out[3] = sqrt(1, 2);
}
