// RUN: hlslc -T cs_6_6 -E main %s 2>&1 | FileCheck %s
// clang reports -Wconstant-conversion when the function body has been
// checked (DiagRuntimeBehavior), after the body's other warnings; outside
// a function at once. A const variable's type is 'const int'.
// CHECK: 12:16: warning: implicit conversion from 'literal int' to 'int' changes value from 4294967296 to 0 [-Wconstant-conversion]
// CHECK-NEXT: static int g
// CHECK: 13:22: warning: implicit conversion from 'literal int' to 'const int' changes value from 4294967297 to 1 [-Wconstant-conversion]
// CHECK: 17:11: warning: implicit conversion from 'literal float' to 'int' changes value from 1.5 to 1 [-Wliteral-conversion]
// CHECK: 19:7: warning: conversion from larger type 'int64_t' to smaller type 'int', possible loss of data [-Wconversion]
// CHECK: 16:11: warning: implicit conversion from 'literal int' to 'int' changes value from 4294967299 to 3 [-Wconstant-conversion]
RWStructuredBuffer<int> o;
static int g = 0x100000000;
static const int k = 0x100000001;

[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  int a = 0x100000003;
  int b = 1.5;
  int64_t y = o[1];
  int c = y;
  o[0] = a + b + c + g + k;
}
