// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// A struct member's array needs its size (DXC's wording, at the member).

struct S {
  float a;
  // CHECK: struct-member-unsized-array.hlsl:[[# @LINE + 1]]:3: error: array dimensions of struct/class members must be explicit
  float b[];
};

float4 main() : SV_Target { S s = (S)0; return s.a; }
