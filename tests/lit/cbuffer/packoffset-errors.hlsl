// packoffset diagnostics, with DXC's wording and positions: a component
// offset must leave room for the value and is not allowed on matrices,
// arrays and structs; overlaps are errors when every member has a
// packoffset; packoffset belongs on constant-buffer members only.
// RUN: not hlslc -T cs_6_0 %s 2>&1 | FileCheck %s
struct S { float a; };
cbuffer A {
  float4 a : packoffset(c0);
  float  b : packoffset(c0.y);
  float2 c : packoffset(c1.w);
  S      s : packoffset(c2.y);
  float  f[2] : packoffset(c3.z);
  float2x2 m : packoffset(c5.y);
}
cbuffer B : packoffset(c0) { float q; }
float g : packoffset(c1);
RWBuffer<float> Out;
[numthreads(1, 1, 1)] void main() { Out[0] = a.x + b + g + q; }

// CHECK: packoffset-errors.hlsl:10:14: error: register or offset bind not valid
// CHECK: packoffset-errors.hlsl:11:14: error: register or offset bind not valid
// CHECK: packoffset-errors.hlsl:12:17: error: register or offset bind not valid
// CHECK: packoffset-errors.hlsl:13:16: error: register or offset bind not valid
// CHECK: packoffset-errors.hlsl:13:16: error: register or offset bind not valid
// CHECK: packoffset-errors.hlsl:9:10: error: packoffset overlap between 'b', 'a'
// CHECK: packoffset-errors.hlsl:15:13: error: packoffset is only allowed within a constant buffer, not on the constant buffer declaration
// CHECK: packoffset-errors.hlsl:16:11: error: packoffset is only allowed in a constant buffer
