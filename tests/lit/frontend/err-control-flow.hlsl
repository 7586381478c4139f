// RUN: not hlslc -T cs_6_0 -E main %s -fcgl 2>&1 | FileCheck %s
// break/continue/return misuse and non-constant case labels.

RWBuffer<int> Out : register(u0);

int f(int x) {
  // CHECK: err-control-flow.hlsl:[[# @LINE + 1]]:3: error: non-void function 'f' should return a value [HL4011]
  return;
}

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  // CHECK: err-control-flow.hlsl:[[# @LINE + 1]]:3: error: 'break' statement not in loop or switch statement [HL4011]
  break;
  switch (id.x) {
  // CHECK: err-control-flow.hlsl:[[# @LINE + 1]]:3: error: 'continue' statement not in loop statement [HL4011]
  continue;
  // CHECK: err-control-flow.hlsl:[[# @LINE + 1]]:8: error: case value is not a constant expression [HL4010]
  case id.y: break;
  }
  // CHECK: err-control-flow.hlsl:[[# @LINE + 1]]:3: error: void function 'main' should not return a value [HL4011]
  return 1;
}
