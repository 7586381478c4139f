// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// RUN: not hlslc -T ps_6_0 -E main -D ARRAY %s 2>&1 | FileCheck %s
// DXC limits the conditional operator to numeric scalar, vector and matrix
// results and to objects of one type: structs and arrays are rejected.

// CHECK: error: conditional operator only supports results with numeric scalar, vector, or matrix types.

struct S { float a; };
Texture2D t0, t1;
SamplerState s;

float4 main(float x : X) : SV_Target {
  Texture2D t = x > 0 ? t0 : t1; // objects of one type: accepted
#ifdef ARRAY
  float p[2] = { 1, 2 }, q[2] = { 3, 4 };
  float r[2] = x > 0 ? p : q;
  return r[0] + t.Sample(s, x).x;
#else
  S p = { 1 }, q = { 2 };
  S r = x > 0 ? p : q;
  return r.a + t.Sample(s, x).x;
#endif
}
