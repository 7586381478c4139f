// dot2add: Dot2AddHalf (SM 6.4)
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=float %s | FileCheck %s --check-prefix=F
// F: call float @dx.op.dot2AddHalf.f32(i32 162

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = dot2add(half2(b[1], b[2]), half2(b[2], b[1]), b[3]);
}
