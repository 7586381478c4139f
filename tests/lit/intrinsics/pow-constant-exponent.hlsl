// pow with a constant integer exponent, as DXC lowers it: x * x for 2;
// Log, fmul, Exp otherwise; with -HV 2016 (FXC compatibility) by squaring
// when few multiplications do (at most 2 per lane + 1 for a vector).
// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s --check-prefix=HV21
// RUN: hlslc -T ps_6_0 -E main -HV 2016 %s | FileCheck %s --check-prefix=HV16

// HV21: [[A:%[0-9]+]] = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0
// HV21: fmul fast float [[A]], [[A]]
// HV21: call float @dx.op.unary.f32(i32 23, float [[A]])
// HV21: call float @dx.op.unary.f32(i32 21,
// HV16-NOT: @dx.op.unary.f32(i32 23
// HV16: [[A:%[0-9]+]] = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0
// HV16: [[S:%[0-9]+]] = fmul fast float [[A]], [[A]]
// HV16: fmul fast float [[S]], [[S]]
// HV16: fdiv fast float 1.000000e+00
float4 main(float a : A) : SV_Target {
  return float4(pow(a, 2.0), pow(a, 3.0), pow(a, -4.0), 0);
}
