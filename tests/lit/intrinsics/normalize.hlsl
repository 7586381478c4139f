// normalize: x * rsqrt(dot(x, x))
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float2 %s | FileCheck %s --check-prefix=F2
// RUN: hlslc -T cs_6_6 -E main -DT=float3 %s | FileCheck %s --check-prefix=F3
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=half4 %s | FileCheck %s --check-prefix=H4
// F2: call float @dx.op.dot2.f32(i32 54
// F2: call float @dx.op.unary.f32(i32 25
// F3: call float @dx.op.dot3.f32(i32 55
// F3: call float @dx.op.unary.f32(i32 25
// H4: call half @dx.op.dot4.f16(i32 56
// H4: call half @dx.op.unary.f16(i32 25

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = normalize(b[1]);
}
