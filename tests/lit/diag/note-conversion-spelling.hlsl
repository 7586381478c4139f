// RUN: not hlslc -T lib_6_4 %s 2>&1 | FileCheck %s
// "no known conversion" notes spell types as clang does: a named variable's
// or a cast's type with its sugar (uint) and const when read-only, a string
// literal as 'literal string', and two vectors (or two matrices) as the
// templates they are, to show the difference.

RWByteAddressBuffer buf;
double4 g_d;
uint g_u;

void f3(float3 v) {}

export float4 test(float2 x) {
  // CHECK: error: no matching function for call to 'asfloat16'
  // CHECK: note: candidate function not viable: no known conversion from 'uint' to 'half' for 1st argument
  buf.Store(0, asfloat16(uint(1)));
  // CHECK: error: no matching function for call to 'asfloat16'
  // CHECK: note: candidate function not viable: no known conversion from 'const uint' to 'half' for 1st argument
  buf.Store(0, asfloat16(g_u));
  // CHECK: error: no matching function for call to 'asfloat'
  // CHECK: note: candidate function not viable: no known conversion from 'const vector<double, 4>' to 'vector<float, 4>' for 1st argument
  float4 r = asfloat(g_d);
  // CHECK: error: no matching function for call to 'saturate'
  // CHECK: note: candidate function not viable: no known conversion from 'literal string' to 'float' for 1st argument
  r.x += saturate("text");
  // CHECK: error: no matching function for call to 'f3'
  // CHECK: note: candidate function not viable: no known conversion from 'vector<float, 2>' to 'vector<float, 3>' for 1st argument
  f3(x);
  // CHECK: error: no matching function for call to 'frexp'
  // CHECK: note: candidate function not viable: 2nd argument ('const float') would lose const qualifier
  const float c = 0;
  r.y += frexp(x.x, c);
  return r;
}
