// GetRenderTargetSamplePosition: RenderTargetGetSamplePosition
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T ps_6_6 -E main -DT=float2 %s | FileCheck %s --check-prefix=F
// F: call %dx.types.SamplePos @dx.op.renderTargetGetSamplePosition(i32 76

RWStructuredBuffer<T> b : register(u1);
float4 main(T a : A, nointerpolation T n : N, uint s : SV_SampleIndex) : SV_Target {
  b[0] = GetRenderTargetSamplePosition(s);
  return 0;
}
