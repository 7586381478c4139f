// radians: a multiplication by a constant
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=half %s | FileCheck %s --check-prefix=H
// RUN: hlslc -T cs_6_6 -E main -DT=float3 %s | FileCheck %s --check-prefix=V
// F: fmul fast float
// H: fmul fast half
// V-COUNT-3: fmul fast float

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = radians(b[1]);
}
