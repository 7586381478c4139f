// RUN: hlslc -T cs_6_0 %s | FileCheck %s
// RUN: not hlslc -T cs_6_0 -DAMBIG %s 2>&1 | FileCheck %s --check-prefix=AMBIG
// Overloads of user functions rank as DXC's ScoreFunction: the sum over the
// arguments of bits for each conversion (splat, promotion, signedness
// change, cast, truncation), weighted so that a cast outweighs any number of
// promotions; the lowest sum wins, a tie is ambiguous.

float f(float a, float b) { return 1; }
float f(int a, int b) { return 2; }
float f(uint a, uint b) { return 3; }
float f(double a, double b) { return 4; }
float f(float4x4 a, float4x4 b) { return 5; }
float f(int4x4 a, int4x4 b) { return 6; }
float f(half a, half b) { return 7; }
float f(bool a, bool b) { return 8; }
float f(int2 a, int2 b) { return 9; }
float f(float2 a, float2 b) { return 10; }
float g(float a) { return 1; }
float g(int a) { return 2; }
float h(float3 a) { return 1; }
float h(float4 a) { return 2; }

RWStructuredBuffer<float> o;
int4x4 i44; float fl; uint u; int i; double d; half hf; bool b; int2 i2; float2 f2;
min16float m; int64_t l;

[numthreads(1, 1, 1)]
void main() {
#ifndef AMBIG
  // CHECK: i32 0, i32 0, float 6.000000e+00
  o[0] = f(i44, fl);
  // CHECK: i32 1, i32 0, float 6.000000e+00
  o[1] = f(fl, i44);
  // CHECK: i32 2, i32 0, float 2.000000e+00
  o[2] = f(u, i);
  // CHECK: i32 3, i32 0, float 2.000000e+00
  o[3] = f(i, u);
  // CHECK: i32 4, i32 0, float 1.000000e+00
  o[4] = f(hf, fl);
  // CHECK: i32 5, i32 0, float 9.000000e+00
  o[5] = f(i2, f2);
  // CHECK: i32 6, i32 0, float 2.000000e+00
  o[6] = g(u);
  // CHECK: i32 7, i32 0, float 1.000000e+00
  o[7] = g(1.0);
  // CHECK: i32 8, i32 0, float 1.000000e+00
  o[8] = g(m);
  // CHECK: i32 9, i32 0, float 2.000000e+00
  o[9] = g(l);
#else
  // AMBIG: [[# @LINE + 1]]:10: error: call to 'g' is ambiguous
  o[2] = g(b);
  // AMBIG: [[# @LINE + 1]]:10: error: call to 'g' is ambiguous
  o[3] = g(d);
  // AMBIG: [[# @LINE + 1]]:10: error: call to 'h' is ambiguous
  o[4] = h(fl);
  // AMBIG: [[# @LINE + 1]]:10: error: call to 'f' is ambiguous
  o[5] = f(1, 2);
  // AMBIG: [[# @LINE + 1]]:10: error: call to 'f' is ambiguous
  o[6] = f(m, m);
#endif
}
