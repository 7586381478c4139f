// clip: discard when a component is negative
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T ps_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T ps_6_6 -E main -DT=float3 %s | FileCheck %s --check-prefix=V
// F: call void @dx.op.discard(i32 82
// V: call void @dx.op.discard(i32 82

RWStructuredBuffer<T> b : register(u1);
float4 main(T a : A, nointerpolation T n : N, uint s : SV_SampleIndex) : SV_Target {
  clip(a);
  return 0;
}
