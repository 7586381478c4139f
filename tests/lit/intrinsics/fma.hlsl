// fma: double only
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=double %s | FileCheck %s --check-prefix=D
// RUN: hlslc -T cs_6_6 -E main -DT=double2 %s | FileCheck %s --check-prefix=DV
// D: call double @dx.op.tertiary.f64(i32 47
// DV-COUNT-2: call double @dx.op.tertiary.f64(i32 47

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = fma(b[1], b[2], b[3]);
}
