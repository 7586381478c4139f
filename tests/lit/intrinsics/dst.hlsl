// dst: (1, a.y * b.y, a.z, b.w)
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float4 %s | FileCheck %s --check-prefix=F4
// F4: fmul fast float

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = dst(b[1], b[2]);
}
