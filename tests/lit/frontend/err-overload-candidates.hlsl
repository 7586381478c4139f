// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// When no overload of a user function fits, each candidate gets a note
// saying why, in clang's order: bad conversions first (by position), then
// arity failures, nearest miss first. An out parameter's failing copy back
// is named from the parameter's type to the argument's, canonically; a
// member function call says "member function".

struct A { float f; };
struct B { float f; };
struct S {
  float g(int2 a) { return a.x; }
  float g(float a, float b) { return a; }
};
float f1(B b) { return b.f; }
float f1(B b, B c) { return b.f; }
float f2(float a, B b = (B)0) { return a; }
float f3(float a) { return a; }
float f3(float2 a, float b) { return a.x; }
void h(out int2 x) { x = 0; }
void k(float a, float b = 1, float c = 2) {}

float4 main() : SV_Target {
  A a = (A)0;
  S s;
  float3 v = 0;
  float4x4 m = 0;
  // CHECK: [[# @LINE + 3]]:3: error: no matching function for call to 'f1'
  // CHECK: 14:7: note: candidate function not viable: no known conversion from 'A' to 'B' for 1st argument
  // CHECK: 15:7: note: candidate function not viable: requires 2 arguments, but 1 was provided
  f1(a);
  // CHECK: 16:7: note: candidate function not viable: no known conversion from 'A' to 'B' for 2nd argument
  f2(1, a);
  // CHECK: [[# @LINE + 3]]:3: error: no matching function for call to 'f3'
  // CHECK: 18:7: note: candidate function not viable: requires 2 arguments, but 3 were provided
  // CHECK: 17:7: note: candidate function not viable: requires single argument 'a', but 3 arguments were provided
  f3(1, 2, 3);
  // CHECK: 19:6: note: candidate function not viable: no known conversion from 'vector<int, 2>' to 'vector<float, 3>' for 1st argument
  h(v);
  // CHECK: 20:6: note: candidate function not viable: requires at least argument 'a', but no arguments were provided
  k();
  // CHECK: 20:6: note: candidate function not viable: requires at most 3 arguments, but 4 were provided
  k(1, 2, 3, 4);
  // CHECK: [[# @LINE + 3]]:12: error: no matching member function for call to 'g'
  // CHECK: 11:9: note: candidate function not viable: no known conversion from 'float4x4' to 'int2' for 1st argument
  // CHECK: 12:9: note: candidate function not viable: requires 2 arguments, but 1 was provided
  return s.g(m);
}
