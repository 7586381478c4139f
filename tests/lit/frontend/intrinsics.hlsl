// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// Intrinsics map to the LLVM / llvm.dx intrinsics DXIL lowering consumes.

RWStructuredBuffer<float4> F : register(u0);
RWStructuredBuffer<int4> I : register(u1);
RWStructuredBuffer<uint4> U : register(u2);

// CHECK-DAG: call {{(fast )?}}<4 x float> @llvm.fabs.v4f32(
// CHECK-DAG: call <4 x i32> @llvm.abs.v4i32(<4 x i32> %{{[0-9]+}}, i1 false)
// CHECK-DAG: call {{(fast )?}}<4 x float> @llvm.maxnum.v4f32(
// CHECK-DAG: call {{(fast )?}}<4 x float> @llvm.minnum.v4f32(
// CHECK-DAG: call <4 x i32> @llvm.smax.v4i32(
// CHECK-DAG: call <4 x i32> @llvm.umin.v4i32(
// CHECK-DAG: call {{(fast )?}}<4 x float> @llvm.dx.nclamp.v4f32(
// CHECK-DAG: call <4 x i32> @llvm.dx.sclamp.v4i32(
// CHECK-DAG: call <4 x i32> @llvm.dx.uclamp.v4i32(
// CHECK-DAG: call {{(fast )?}}<4 x float> @llvm.dx.saturate.v4f32(
// CHECK-DAG: call {{(fast )?}}<4 x float> @llvm.sqrt.v4f32(
// CHECK-DAG: call {{(fast )?}}<4 x float> @llvm.dx.rsqrt.v4f32(
// CHECK-DAG: call {{(fast )?}}float @llvm.dx.fdot.v4f32(
// CHECK-DAG: call i32 @llvm.dx.sdot.v4i32(
// CHECK-DAG: call i32 @llvm.dx.udot.v4i32(
// CHECK-DAG: call {{(fast )?}}<4 x float> @llvm.floor.v4f32(
// CHECK-DAG: call {{(fast )?}}<4 x float> @llvm.ceil.v4f32(
// CHECK-DAG: call {{(fast )?}}<4 x float> @llvm.dx.frac.v4f32(
// CHECK-DAG: call {{(fast )?}}<4 x float> @llvm.exp.v4f32(
// CHECK-DAG: call {{(fast )?}}<4 x float> @llvm.exp2.v4f32(
// CHECK-DAG: call {{(fast )?}}<4 x float> @llvm.log.v4f32(
// CHECK-DAG: call {{(fast )?}}<4 x float> @llvm.log2.v4f32(
// CHECK-DAG: call {{(fast )?}}<4 x float> @llvm.pow.v4f32(
// CHECK-DAG: call {{(fast )?}}<4 x float> @llvm.sin.v4f32(
// CHECK-DAG: call {{(fast )?}}<4 x float> @llvm.cos.v4f32(
// CHECK-DAG: call {{(fast )?}}<4 x float> @llvm.roundeven.v4f32(
// CHECK-DAG: call {{(fast )?}}<4 x float> @llvm.trunc.v4f32(
// CHECK-DAG: call {{(fast )?}}<4 x float> @llvm.fmuladd.v4f32(
// CHECK-DAG: call <4 x i32> @llvm.dx.imad.v4i32(
// CHECK-DAG: call <4 x i32> @llvm.dx.umad.v4i32(
// CHECK-DAG: call <4 x i32> @llvm.dx.sign.v4f32(
// CHECK-DAG: call <4 x i32> @llvm.ctpop.v4i32(
// CHECK-DAG: call <4 x i32> @llvm.dx.firstbituhigh.v4i32(
// CHECK-DAG: call <4 x i32> @llvm.dx.firstbitshigh.v4i32(
// CHECK-DAG: call <4 x i32> @llvm.bitreverse.v4i32(
// CHECK-DAG: call <4 x i32> @llvm.dx.legacyf32tof16.v4f32(
// CHECK-DAG: call {{(fast )?}}<4 x float> @llvm.dx.legacyf16tof32.v4i32(
// CHECK-DAG: call i1 @llvm.dx.any.v4i1(
// CHECK-DAG: call i1 @llvm.dx.all.v4i1(
// CHECK-DAG: bitcast <4 x float> %{{[0-9]+}} to <4 x i32>
// CHECK-DAG: bitcast <4 x i32> %{{[0-9]+}} to <4 x float>
// CHECK-DAG: call {{(fast )?}}float @llvm.sqrt.f32(

[numthreads(1, 1, 1)]
void main() {
  float4 f = F[0], g = F[1], h = F[2];
  int4 i = I[0], j = I[1];
  uint4 u = U[0], v = U[1];
  F[3] = abs(f) + max(f, g) + min(f, 0) + clamp(f, g, h) + saturate(f) + sqrt(f) + rsqrt(g);
  F[4] = dot(f, g) + floor(f) + ceil(f) + frac(f) + exp(f) + exp2(f) + log(f) + log2(f);
  F[5] = pow(f, g) + sin(f) * cos(g) + round(f) + trunc(f) + mad(f, g, h) + length(f);
  I[2] = abs(i) + max(i, j) + clamp(i, 0, 10) + dot(i, j) + mad(i, j, i) + sign(f);
  U[2] = min(u, v) + clamp(u, 1, v) + dot(u, v) + mad(u, v, u) + countbits(u) + firstbithigh(u);
  I[3] = firstbithigh(i) + reversebits(i);
  U[3] = f32tof16(f) + asuint(f);
  F[6] = f16tof32(u) + asfloat(u);
  if (any(f > 0) && all(u != 0))
    F[7] = f;
}
