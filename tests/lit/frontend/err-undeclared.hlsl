// RUN: not hlslc -T cs_6_0 -E main %s -fcgl 2>&1 | FileCheck %s
// Undeclared names are reported at their use; checking continues so every
// such use is reported.

RWBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  // CHECK: err-undeclared.hlsl:[[# @LINE + 1]]:12: error: use of undeclared identifier 'missing' [HL4001]
  Out[0] = missing + 1;
  // CHECK: err-undeclared.hlsl:[[# @LINE + 1]]:3: error: use of undeclared identifier 'nofunc' [HL4001]
  nofunc(2);
  // CHECK: err-undeclared.hlsl:[[# @LINE + 1]]:13: error: use of undeclared identifier 'y' [HL4001]
  float x = y;
}
