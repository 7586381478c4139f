// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// `this` exists only inside non-static member functions.

struct S {
  float x;
  // CHECK: err-this-outside-method.hlsl:[[# @LINE + 1]]:31: error: invalid use of 'this' outside of a non-static member function [HL4001]
  static float bad() { return this.x; }
};

float main() : SV_Target {
  // CHECK: err-this-outside-method.hlsl:[[# @LINE + 1]]:10: error: invalid use of 'this' outside of a non-static member function [HL4001]
  return this.x;
}
