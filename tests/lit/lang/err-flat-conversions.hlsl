// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// Implicit conversions between a struct and anything else need a cast in
// HLSL 2021 ("cannot implicitly convert"); aggregates never convert to
// scalars or vectors implicitly; a cast cannot make more elements than the
// source has unless the source is a scalar. Errors are at the cast.

struct A { float x; float y; };
struct B { float x; float y; };
struct C { float x; float y; float z; };
RWStructuredBuffer<float> Out : register(u0);

void takeB(B b) { Out[0] = b.x; }

[numthreads(1, 1, 1)]
void main() {
  A a = (A)0;
  B b;
  // CHECK: err-flat-conversions.hlsl:[[# @LINE + 1]]:7: error: cannot implicitly convert from 'A' to 'B' [HL4002]
  b = a;
  float f[2] = {1, 2};
  float2 v;
  // CHECK: err-flat-conversions.hlsl:[[# @LINE + 1]]:7: error: cannot implicitly convert from 'float [2]' to 'float2' [HL4002]
  v = f;
  float3 w;
  // CHECK: err-flat-conversions.hlsl:[[# @LINE + 1]]:7: error: cannot convert from 'float [2]' to 'float3' [HL4002]
  w = (float3)f;
  C c;
  // CHECK: err-flat-conversions.hlsl:[[# @LINE + 1]]:7: error: cannot convert from 'float2' to 'C' [HL4002]
  c = (C)v;
  Out[1] = a.x + v.x + w.x + c.x;
}
