// RUN: not hlslc -T cs_6_0 -E main %s -fcgl 2>&1 | FileCheck %s
// Calls with the wrong number or types of arguments: HLSL resolves every
// call as an overload set (one function too), so each is "no matching
// function" with a note per candidate, as DXC says it.

float twice(float x) { return 2 * x; }
float pick(float a, float b) { return a; }
float pick(float4 a) { return a.x; }
RWBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  // CHECK: err-arg-count.hlsl:[[# @LINE + 2]]:12: error: no matching function for call to 'twice' [HL4005]
  // CHECK: err-arg-count.hlsl:6:7: note: candidate function not viable: requires single argument 'x', but 2 arguments were provided
  Out[0] = twice(1, 2);
  // CHECK: err-arg-count.hlsl:[[# @LINE + 2]]:12: error: no matching function for call to 'twice' [HL4005]
  // CHECK: err-arg-count.hlsl:6:7: note: candidate function not viable: requires single argument 'x', but no arguments were provided
  Out[1] = twice();
  // CHECK: err-arg-count.hlsl:[[# @LINE + 3]]:12: error: no matching function for call to 'pick' [HL4005]
  // CHECK: err-arg-count.hlsl:7:7: note: candidate function not viable: requires 2 arguments, but 3 were provided
  // CHECK: err-arg-count.hlsl:8:7: note: candidate function not viable: requires single argument 'a', but 3 arguments were provided
  Out[2] = pick(1, 2, 3);
  // CHECK: err-arg-count.hlsl:[[# @LINE + 4]]:12: error: no matching function for call to 'sqrt' [HL4005]
  // CHECK-NEXT: sqrt(1, 2);
  // CHECK-NEXT: ^
  // CHECK-NEXT: note: candidate function not viable: requires 1 argument, but 2 were provided
  Out[3] = sqrt(1, 2);
}
