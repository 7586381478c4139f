// lerp: elementwise ternary on float_like
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=half %s | FileCheck %s --check-prefix=H
// RUN: hlslc -T cs_6_6 -E main -DT=float3 %s | FileCheck %s --check-prefix=V
// F: fsub fast float
// F: fmul fast float
// F: fadd fast float
// H: fsub fast half
// H: fmul fast half
// H: fadd fast half
// V-COUNT-3: fsub fast float
// V-COUNT-3: fmul fast float
// V-COUNT-3: fadd fast float

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = lerp(b[1], b[2], b[3]);
}
