// RUN: hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// mul's inner dimensions need not agree: DXC's overloads take the smaller
// one and truncate the longer operand, with the truncation warning:
// mul(float3x3, float4) uses the vector's xyz, mul(float3x4, float2) the
// matrix's first two columns, mul(float4x4, float3) its first three.

// CHECK: 13:21: warning: implicit truncation of vector type
// CHECK: 14:18: warning: implicit truncation of vector type
// CHECK: 15:18: warning: implicit truncation of vector type
// CHECK: 16:18: warning: implicit truncation of vector type
float3x3 m; float4 v; float3x4 m34; float2 v2; float4x4 m44;
float4 main() : SV_Target {
  float3 a = mul(m, v);
  float3 b = mul(v, m);
  float3 c = mul(m34, v2);
  float4 d = mul(m44, v2.xxy);
  return float4(a + b + c, 0) + d;
}
// CHECK: define void @main()
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3,
