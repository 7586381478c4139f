// distance: length(a - b); abs for scalars
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -E main -DT=float3 %s | FileCheck %s --check-prefix=F3
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=half2 %s | FileCheck %s --check-prefix=H2
// F: call float @dx.op.unary.f32(i32 6
// F3: call float @dx.op.unary.f32(i32 24
// H2: call half @dx.op.unary.f16(i32 24

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0].x = distance(b[1], b[2]);
}
