// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// What a read-only assignment names (clang's DiagnoseConstAssignment): a
// subscript of a vector or matrix and struct members lead to the const
// variable; a swizzle or an array element is a "read-only variable".

struct S { float f; float3 v; float a[2]; };
float main(uint i : A) : SV_Target {
  const S s = (S)0;
  // CHECK: err-assign-readonly-paths.hlsl:[[# @LINE + 2]]:7: error: cannot assign to variable 's' with const-qualified type 'const S' [HL4004]
  // CHECK: err-assign-readonly-paths.hlsl:[[# @LINE - 2]]:11: note: variable 's' declared const here
  s.f = 1;
  // CHECK: err-assign-readonly-paths.hlsl:[[# @LINE + 1]]:10: error: cannot assign to variable 's' with const-qualified type 'const S' [HL4004]
  s.v[i] = 2;
  // CHECK: err-assign-readonly-paths.hlsl:[[# @LINE + 1]]:9: error: read-only variable is not assignable [HL4004]
  s.v.x = 2;
  // CHECK: err-assign-readonly-paths.hlsl:[[# @LINE + 1]]:10: error: read-only variable is not assignable [HL4004]
  s.a[1] = 3;
  const float2x2 m = 0;
  // CHECK: err-assign-readonly-paths.hlsl:[[# @LINE + 1]]:11: error: cannot assign to variable 'm' with const-qualified type 'const float2x2' [HL4004]
  m[0][1] = 1;
  // CHECK: err-assign-readonly-paths.hlsl:[[# @LINE + 1]]:3: error: read-only variable is not assignable [HL4004]
  ++m._m00;
  return 1;
}
