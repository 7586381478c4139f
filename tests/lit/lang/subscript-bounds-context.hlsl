// RUN: not hlslc -T ps_6_0 -E main -DBAD %s 2>&1 | FileCheck %s
// RUN: hlslc -T ps_6_0 -E unchecked %s | FileCheck %s --check-prefix=OK
// A constant subscript past a vector or matrix is an error where clang's
// CheckArrayAccess looks: an operand of an operator, a call argument, a ?:
// branch, a full expression (and from there the row of m[r][c]). Where it
// does not (a member or swizzle's object, a cast's operand, an index, ?:'s
// condition, an initializer list's element) the value is undefined.

#ifdef BAD
float4 main(float4 a : A, int i : I) : SV_Target {
  float2 v = a.xy;
  float3x3 m = (float3x3)a.x;
  float4 r = 0;
  // CHECK: subscript-bounds-context.hlsl:[[# @LINE + 1]]:16: error: vector element index '7' is out of bounds
  r.x += i ? v[7] : 0;
  // CHECK: subscript-bounds-context.hlsl:[[# @LINE + 1]]:16: error: vector element index '8' is out of bounds
  r.y += max(v[8], 0);
  // CHECK: subscript-bounds-context.hlsl:[[# @LINE + 1]]:15: error: vector element index '9' is out of bounds
  float q = v[9];
  // CHECK: subscript-bounds-context.hlsl:[[# @LINE + 1]]:9: error: vector element index '10' is out of bounds
  if (v[10]) r.x = 1;
  // CHECK: subscript-bounds-context.hlsl:[[# @LINE + 1]]:13: error: vector element index '11' is out of bounds
  r.x += -v[11];
  // CHECK: subscript-bounds-context.hlsl:[[# @LINE + 1]]:15: error: vector element index '12' is out of bounds
  r.x += m[1][12];
  // CHECK: subscript-bounds-context.hlsl:[[# @LINE + 1]]:12: error: matrix row index '13' is out of bounds
  r.x += m[13][1];
  return r + q;
}
#endif

// OK: define void @unchecked()
// OK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 1.000000e+00)
float4 unchecked(float4 a : A) : SV_Target {
  float2 v = a.xy;
  float3x3 m = (float3x3)a.x;
  float4 r = float4(1, v[2], 0, 0);
  float2 il = {v[3], 1};
  r.y += m[4].x;
  r.z += (float)v[5];
  r.w += v[6] ? 1 : 0;
  return r;
}
