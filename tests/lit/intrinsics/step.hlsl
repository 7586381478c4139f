// step: elementwise binary on float_like
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=half %s | FileCheck %s --check-prefix=H
// RUN: hlslc -T cs_6_6 -E main -DT=float3 %s | FileCheck %s --check-prefix=V
// F: fcmp fast olt float
// F: select i1
// H: fcmp fast olt half
// H: select i1
// V-COUNT-3: fcmp fast olt float
// V-COUNT-3: select i1

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = step(b[1], b[2]);
}
