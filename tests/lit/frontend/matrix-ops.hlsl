// Matrix operations: construction (row by row), mul() for every combination,
// transpose, truncating casts, element swizzles (_m00 / _11), row indexing
// (constant and dynamic, as values and as assignment targets), elementwise
// arithmetic. Constant inputs fold; the stored values equal DXC's.
// RUN: hlslc -T cs_6_0 %s | FileCheck %s
RWBuffer<float4> o;
RWBuffer<int> oi;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  float2x2 a = float2x2(1, 2, 3, 4);
  float2x3 b = float2x3(5, 6, 7, 8, 9, 10);
  float2 v = float2(1, 2);
  float3 w = float3(1, 0, 2);
  float2x3 ab = mul(a, b);            // [[21,24,27],[47,54,61]]
  float3 vb = mul(v, b);              // [21,24,27]
  float2 bw = mul(b, w);              // [19,28]
  float d = mul(v, v);                // 5
  float3x2 t = transpose(b);          // t[2] = [7,10]
  a[1] = float2(9, 8);
  a._m00 = 7;
  o[0] = float4(ab[1], d);
  o[1] = float4(vb, bw.y);
  o[2] = float4(t[2], a[1].x, a._11);
  o[3] = float4(mul(2.0f, a)[1], bw.x, ab._23);
  float4x4 m = float4x4(1,2,3,4, 5,6,7,8, 9,10,11,12, 13,14,15,16);
  float3x3 u = (float3x3)m;           // upper-left 3x3
  int2x2 im = int2x2(1, 2, 3, 4) * 3;
  float2x2 s = float2x2(1,2,3,4) + 1;
  o[4] = float4(u[2], u._m11);
  oi[0] = im[1][0] + im._12;
  o[5] = float4(s[0], s[1]);
  float4 row = m[i];
  m[i] = float4(0, 0, 0, 0);
  m[1][i] = 42;
  o[6] = row + m[1] + m[2];
}

// CHECK: @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 0, i32 undef, float 4.700000e+01, float 5.400000e+01, float 6.100000e+01, float 5.000000e+00, i8 15)
// CHECK: @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 1, i32 undef, float 2.100000e+01, float 2.400000e+01, float 2.700000e+01, float 2.800000e+01, i8 15)
// CHECK: @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 2, i32 undef, float 7.000000e+00, float 1.000000e+01, float 9.000000e+00, float 7.000000e+00, i8 15)
// CHECK: @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 3, i32 undef, float 1.800000e+01, float 1.600000e+01, float 1.900000e+01, float 6.100000e+01, i8 15)
// CHECK: @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 4, i32 undef, float 9.000000e+00, float 1.000000e+01, float 1.100000e+01, float 6.000000e+00, i8 15)
// CHECK: @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{.*}}, i32 0, i32 undef, i32 15, i32 15, i32 15, i32 15, i8 15)
// CHECK: @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 5, i32 undef, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, i8 15)
// CHECK: @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 6, i32 undef, float %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, i8 15)
