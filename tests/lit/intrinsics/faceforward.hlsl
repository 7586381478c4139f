// faceforward: dot(ng, i) < 0 ? n : -n
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float2 %s | FileCheck %s --check-prefix=F2
// RUN: hlslc -T cs_6_6 -E main -DT=float3 %s | FileCheck %s --check-prefix=F3
// RUN: hlslc -T cs_6_6 -E main -DT=float4 %s | FileCheck %s --check-prefix=F4
// F2: call float @dx.op.dot2.f32(i32 54
// F3: call float @dx.op.dot3.f32(i32 55
// F4: call float @dx.op.dot4.f32(i32 56

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = faceforward(b[1], b[2], b[3]);
}
