// RUN: not hlslc -T lib_6_3 -HV 2021 %s 2>&1 | FileCheck %s
// Unary operators take scalars, vectors and matrices (DXC's
// CheckUnaryOpForHLSL): ++ and -- need a modifiable lvalue that is not an
// enum and not bool; ~ needs integers.

struct S { int a; };
enum E { A, B };
RWBuffer<float> buf;

export void f(S s, int arr[2], bool b, E e, float x, inout bool2 bb) {
  // CHECK: err-unary-operands.hlsl:[[# @LINE + 1]]:4: error: scalar, vector, or matrix expected [HL4003]
  s++;
  // CHECK: err-unary-operands.hlsl:[[# @LINE + 1]]:3: error: scalar, vector, or matrix expected [HL4003]
  ++arr;
  // CHECK: err-unary-operands.hlsl:[[# @LINE + 1]]:4: error: operator cannot be used with a bool lvalue [HL4003]
  b++;
  // CHECK: err-unary-operands.hlsl:[[# @LINE + 1]]:3: error: operator cannot be used with a bool lvalue [HL4003]
  --bb;
  // CHECK: err-unary-operands.hlsl:[[# @LINE + 1]]:4: error: cannot increment expression of enum type 'E' [HL4003]
  e++;
  // CHECK: err-unary-operands.hlsl:[[# @LINE + 1]]:6: error: scalar, vector, or matrix expected [HL4003]
  buf++;
  // CHECK: err-unary-operands.hlsl:[[# @LINE + 1]]:3: error: scalar, vector, or matrix expected [HL4003]
  -s;
  // CHECK: err-unary-operands.hlsl:[[# @LINE + 1]]:3: error: scalar, vector, or matrix expected [HL4003]
  !arr;
  // CHECK: err-unary-operands.hlsl:[[# @LINE + 1]]:3: error: int or unsigned int type required [HL4003]
  ~x;
  // CHECK-NOT: error
  -b;
  ~b;
  !b;
}
