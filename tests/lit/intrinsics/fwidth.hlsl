// fwidth: derivatives (compute shaders from SM 6.6)
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=half %s | FileCheck %s --check-prefix=H
// RUN: hlslc -T cs_6_6 -E main -DT=float3 %s | FileCheck %s --check-prefix=V
// F: call float @dx.op.unary.f32(i32 83
// F: call float @dx.op.unary.f32(i32 84
// H: call half @dx.op.unary.f16(i32 83
// H: call half @dx.op.unary.f16(i32 84
// V-COUNT-3: call float @dx.op.unary.f32(i32 83
// V-COUNT-3: call float @dx.op.unary.f32(i32 84

RWStructuredBuffer<T> b;
[numthreads(4, 1, 1)] void main() {
  b[0] = fwidth(b[1]);
}
