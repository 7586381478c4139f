// RUN: hlslc -T vs_6_0 -E main %s 2>&1 | FileCheck %s
// A constant that overflows the type it is converted to (a float beyond the
// largest float or min16float, a float beyond an integer's range) warns
// where clang evaluates the expression as a constant: a returned value, the
// initializer of a global, a static or a const variable (its conversion to
// the variable's type is to 'const T', evaluated twice for an integer);
// not a plain local's initializer, an assignment, an argument or an operand.

// CHECK: warn-constant-overflow.hlsl:[[# @LINE + 1]]:19: warning: overflow in the expression when converting to 'float' type
static float sf = 3.5e50;
// CHECK: warn-constant-overflow.hlsl:[[# @LINE + 2]]:23: warning: overflow in the expression when converting to 'const int' type
// CHECK: warn-constant-overflow.hlsl:[[# @LINE + 1]]:23: warning: overflow in the expression when converting to 'const int' type
static const int si = 3.4e20;

float ret() {
  // CHECK: warn-constant-overflow.hlsl:[[# @LINE + 1]]:10: warning: overflow in the expression when converting to 'float' type
  return 3.4e50;
}

float4 main() : SV_Position {
  float f = 3.4e50;
  min16float h = 65520;
  int i = 3.4e20;
  // CHECK: warn-constant-overflow.hlsl:[[# @LINE + 1]]:24: warning: overflow in the expression when converting to 'const min16float' type
  const min16float c = 65520;
  // CHECK: warn-constant-overflow.hlsl:[[# @LINE + 1]]:20: warning: overflow in the expression when converting to 'float' type
  static float s = 3.6e50;
  f = 3.7e50;
  min16float ok = 65504;
  uint u = 4e9;
  // CHECK-NOT: overflow in
  // CHECK: warn-constant-overflow.hlsl:[[# @LINE + 1]]:31: warning: conversion from larger type 'uint' to smaller type 'min16float', possible loss of data
  return float4(f, h, i, ok + u) + c + s + ret() + sf + si;
}
