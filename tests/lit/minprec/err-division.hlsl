// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// RUN: not hlslc -T ps_6_2 -enable-16bit-types -E main %s 2>&1 | FileCheck %s
// DXC rejects signed division and remainder on min-precision integers
// (with or without native 16-bit types) and remainder on doubles.

// CHECK: err-division.hlsl:[[@LINE+5]]:13: error: signed integer division is not supported on minimum-precision types, cast to int to use 32-bit division
// CHECK: err-division.hlsl:[[@LINE+6]]:5: error: signed integer division is not supported on minimum-precision types, cast to int to use 32-bit division
// CHECK: err-division.hlsl:[[@LINE+6]]:16: error: modulo cannot be used with doubles, cast to float first
// CHECK-NOT: error
float main(min16int a : A, min12int b : B, min16uint u : U, double d : D) : SV_Target {
  int r = a / b;
  int q = (int)b % a;
  a /= b;
  double m = d % d;
  return r + q + a + u / u + u % 3 + (int)a / (int)b + (float)m;
}
