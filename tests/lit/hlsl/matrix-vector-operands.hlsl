// Binary operators between a matrix and a vector with as many components
// give the matrix type (the vector converts row by row); two matrices, one
// inside the other, truncate to the smaller with a warning; others are
// errors, reported at the right operand converting to the left one (DXC).
// RUN: hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// RUN: not hlslc -T ps_6_0 -E bad -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK: warning: implicit truncation of vector type
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 1.300000e+01)
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 2.200000e+01)
// BAD: [[# @LINE + 15]]:17: error: cannot convert from 'float4' to 'float3x3'

float2 main() : SV_Target {
  float2x2 m = float2x2(1, 2, 3, 4);
  float4 v = float4(10, 20, 30, 40);
  float3x3 big = float3x3(1, 1, 1, 1, 1, 1, 1, 1, 1);
  float2x2 s = m + v;          // (11, 22, 33, 44)
  float2x2 t = big + m;        // (2, 3, 4, 5), truncated
  return float2(s._11 + t._11, s._12);
}

#ifdef BAD
float bad() : SV_Target {
  float3x3 big = 0;
  float4 v = 0;
  return (big + v)._11;
}
#endif
