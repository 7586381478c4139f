// rcp: 1 / x on any_float (double too)
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=half %s | FileCheck %s --check-prefix=H
// RUN: hlslc -T cs_6_6 -E main -DT=float3 %s | FileCheck %s --check-prefix=V
// RUN: hlslc -T cs_6_6 -E main -DT=double %s | FileCheck %s --check-prefix=D
// F: fdiv fast float 1
// H: fdiv fast half 0xH3C00
// V-COUNT-3: fdiv fast float 1
// D: fdiv fast double 1

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = rcp(b[1]);
}
