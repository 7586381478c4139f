// asdouble: MakeDouble from two uints
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// RUN: hlslc -T cs_6_6 -E main -DT=uint2 %s | FileCheck %s --check-prefix=U2
// U: call double @dx.op.makeDouble.f64(i32 101
// U2-COUNT-2: call double @dx.op.makeDouble.f64(i32 101

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = (T)asdouble(b[1], b[2]);
}
