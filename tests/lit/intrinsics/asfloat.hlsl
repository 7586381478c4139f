// asfloat: a bit cast of 32-bit values
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=int %s | FileCheck %s --check-prefix=I
// RUN: hlslc -T cs_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// RUN: hlslc -T cs_6_6 -E main -DT=uint4 %s | FileCheck %s --check-prefix=UV
// I: bitcast i32
// I: fptosi float
// U: bitcast i32
// U: fptoui float
// UV-COUNT-4: bitcast i32
// UV-COUNT-4: fptoui float

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = (T)asfloat(b[1]);
}
