// RUN: hlslc -T vs_6_0 -E main %s 2>&1 | FileCheck %s
// A constant that overflows the type it is converted to (a float beyond the
// largest float or min16float, a float beyond an integer's range) warns.

float4 main() : SV_Position {
  // CHECK: warn-constant-overflow.hlsl:[[# @LINE + 1]]:13: warning: overflow in the expression when converting to 'float' type
  float f = 3.4e50;
  // CHECK: warn-constant-overflow.hlsl:[[# @LINE + 1]]:18: warning: overflow in the expression when converting to 'min16float' type
  min16float h = 65520;
  // CHECK: warn-constant-overflow.hlsl:[[# @LINE + 1]]:11: warning: overflow in the expression when converting to 'int' type
  int i = 3.4e20;
  // CHECK-NOT: warning
  min16float ok = 65504;
  uint u = 4e9;
  // CHECK: warn-constant-overflow.hlsl:[[# @LINE + 1]]:31: warning: conversion from larger type 'uint' to smaller type 'min16float', possible loss of data
  return float4(f, h, i, ok + u);
}
