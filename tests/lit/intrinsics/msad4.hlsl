// msad4: Bfi byte windows and Msad
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=uint4 %s | FileCheck %s --check-prefix=U4
// U4-COUNT-3: call i32 @dx.op.quaternary.i32(i32 53
// U4-COUNT-4: call i32 @dx.op.tertiary.i32(i32 50

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = msad4(b[1].x, b[1].xy, b[2]);
}
