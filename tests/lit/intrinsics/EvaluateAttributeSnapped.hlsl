// EvaluateAttributeSnapped: EvalSnapped with the offset components
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T ps_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T ps_6_6 -E main -DT=float3 %s | FileCheck %s --check-prefix=V
// RUN: hlslc -T ps_6_6 -enable-16bit-types -E main -DT=half2 %s | FileCheck %s --check-prefix=H
// F: call float @dx.op.evalSnapped.f32(i32 87
// V-COUNT-3: call float @dx.op.evalSnapped.f32(i32 87
// H-COUNT-2: call half @dx.op.evalSnapped.f16(i32 87

RWStructuredBuffer<T> b : register(u1);
float4 main(T a : A, nointerpolation T n : N, uint s : SV_SampleIndex) : SV_Target {
  b[0] = EvaluateAttributeSnapped(a, int2(1, -2));
  return 0;
}
