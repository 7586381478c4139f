// EvaluateAttributeCentroid: EvalCentroid on the input element
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T ps_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T ps_6_6 -E main -DT=float3 %s | FileCheck %s --check-prefix=V
// RUN: hlslc -T ps_6_6 -enable-16bit-types -E main -DT=half2 %s | FileCheck %s --check-prefix=H
// F: call float @dx.op.evalCentroid.f32(i32 89
// V-COUNT-3: call float @dx.op.evalCentroid.f32(i32 89
// H-COUNT-2: call half @dx.op.evalCentroid.f16(i32 89

RWStructuredBuffer<T> b : register(u1);
float4 main(T a : A, nointerpolation T n : N, uint s : SV_SampleIndex) : SV_Target {
  b[0] = EvaluateAttributeCentroid(a);
  return 0;
}
