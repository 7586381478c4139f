// length: sqrt(dot(x, x)); abs for a scalar
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -E main -DT=float4 %s | FileCheck %s --check-prefix=F4
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=half3 %s | FileCheck %s --check-prefix=H3
// F: call float @dx.op.unary.f32(i32 6
// F4: call float @dx.op.unary.f32(i32 24
// H3: call half @dx.op.unary.f16(i32 24

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0].x = length(b[1]);
}
