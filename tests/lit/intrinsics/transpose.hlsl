// transpose: a shuffle of the elements
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// F: fmul fast float

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  float2x3 m = float2x3(b[0], b[1], b[2], b[3], b[4], b[5]);
  b[0] = mul(transpose(m), float2(b[6], b[7])).z;
}
