// cross: a.yzx * b.zxy - a.zxy * b.yzx
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float3 %s | FileCheck %s --check-prefix=F3
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=half3 %s | FileCheck %s --check-prefix=H3
// F3-COUNT-6: fmul fast float
// F3-COUNT-3: fsub fast float
// H3-COUNT-6: fmul fast half
// H3-COUNT-3: fsub fast half

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = cross(b[1], b[2]);
}
