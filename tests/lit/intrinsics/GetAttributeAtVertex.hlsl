// GetAttributeAtVertex: AttributeAtVertex on a nointerpolation input
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T ps_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T ps_6_6 -E main -DT=float3 %s | FileCheck %s --check-prefix=V
// RUN: hlslc -T ps_6_6 -E main -DT=int %s | FileCheck %s --check-prefix=I
// RUN: hlslc -T ps_6_6 -enable-16bit-types -E main -DT=half %s | FileCheck %s --check-prefix=H
// F: call float @dx.op.attributeAtVertex.f32(i32 137
// V-COUNT-3: call float @dx.op.attributeAtVertex.f32(i32 137
// I: call i32 @dx.op.attributeAtVertex.i32(i32 137
// H: call half @dx.op.attributeAtVertex.f16(i32 137

RWStructuredBuffer<T> b : register(u1);
float4 main(T a : A, nointerpolation T n : N, uint s : SV_SampleIndex) : SV_Target {
  b[0] = GetAttributeAtVertex(n, 2);
  return 0;
}
