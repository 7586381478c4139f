// RUN: hlslc -T cs_6_2 %s 2>&1 | FileCheck %s
// An implicit conversion to a component type of fewer bits warns, as DXC's
// -Wconversion "possible loss of data" (not for a constant the target holds,
// nor from literals, bools or enums).

RWBuffer<float> o;
double d;
int64_t l;
float g;
float f2(float x) { return x; }

[numthreads(1, 1, 1)]
void main() {
  // CHECK: [[# @LINE + 1]]:9: warning: conversion from larger type 'const double' to smaller type 'float', possible loss of data [-Wconversion]
  float f = d;
  // CHECK: [[# @LINE + 1]]:7: warning: conversion from larger type 'const int64_t' to smaller type 'int', possible loss of data [-Wconversion]
  int i = l;
  // CHECK: [[# @LINE + 2]]:28: warning: conversion from larger type 'double3' to smaller type 'vector<float, 3>', possible loss of data [-Wconversion]
  // CHECK: [[# @LINE + 1]]:53: warning: conversion from larger type 'const double' to smaller type 'float', possible loss of data [-Wconversion]
  o[0] = f + i + normalize(double3(d, 1, 2)).x + f2(d) + (float)d;
  // CHECK: [[# @LINE + 1]]:14: warning: conversion from larger type 'const float' to smaller type 'min16float', possible loss of data [-Wconversion]
  min16float m = g;
  // CHECK-NOT: possible loss of data
  min16float k = 2.5;
  float c = (double)1.5;
  o[1] = m + k + c;
}
