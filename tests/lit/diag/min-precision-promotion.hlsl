// RUN: hlslc -T ps_6_2 -E main %s -Fo %t 2>&1 | FileCheck %s
// RUN: hlslc -T ps_6_2 -E main -enable-16bit-types %s -Fo %t 2>&1 | FileCheck %s --check-prefix=NATIVE
// RUN: not hlslc -T ps_6_2 -E main -WX %s 2>&1 | FileCheck %s --check-prefix=WX
// RUN: hlslc -T ps_6_2 -E main -Wno-conversion %s -Fo %t 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// Each declarator of a min-precision type stored wider than it says gets
// DXC's -Wconversion warning at the start of its declaration: min10float and
// min12int always, and with -enable-16bit-types every min-precision type.
// Arrays are not warned.

// CHECK: min-precision-promotion.hlsl:[[# @LINE + 2]]:12: warning: 'min12int' is promoted to 'min16int'
// NATIVE: min-precision-promotion.hlsl:[[# @LINE + 1]]:25: warning: 'min16uint' is promoted to 'uint16_t'
struct S { min12int2 a; min16uint b; };
// CHECK: min-precision-promotion.hlsl:[[# @LINE + 2]]:1: warning: 'min10float' is promoted to 'min16float'
// NATIVE: min-precision-promotion.hlsl:[[# @LINE + 1]]:1: warning: 'min10float' is promoted to 'half'
typedef min10float3 T;
// NATIVE: min-precision-promotion.hlsl:[[# @LINE + 2]]:12: warning: 'min16float' is promoted to 'half'
// NATIVE: min-precision-promotion.hlsl:[[# @LINE + 1]]:1: warning: 'min16int' is promoted to 'int16_t'
min16int f(min16float x) { return x; }
// WX: min-precision-promotion.hlsl:[[# @LINE + 1]]:13: error: 'min10float' is promoted to 'min16float'
float4 main(min10float4 a : A) : SV_Target {
  // CHECK: min-precision-promotion.hlsl:[[# @LINE + 1]]:3: warning: 'min12int' is promoted to 'min16int'
  min12int k = 1;
  min10float arr[2] = {1, 2};
  return a + f(1) + k + arr[0];
}
// CHECK-NOT: is promoted
// QUIET-NOT: warning
