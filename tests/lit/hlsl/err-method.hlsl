// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// Member function misuse: data members in a static member function, a call
// without an object, an unknown member function.

struct S {
  float x;
  float get() { return x; }
  // CHECK: err-method.hlsl:[[# @LINE + 1]]:31: error: invalid use of member 'x' in static member function [HL4008]
  static float bad() { return x; }
};

float main() : SV_Target {
  S s;
  s.x = 1;
  // CHECK: err-method.hlsl:[[# @LINE + 1]]:13: error: call to non-static member function without an object argument [HL4005]
  return S::get() + s.nope();
  // CHECK: err-method.hlsl:[[# @LINE - 1]]:23: error: no member named 'nope' in 'S' [HL4008]
}
