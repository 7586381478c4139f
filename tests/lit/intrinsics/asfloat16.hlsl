// asfloat16: a bit cast of 16-bit values
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=int16_t %s | FileCheck %s --check-prefix=I16
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=uint16_t %s | FileCheck %s --check-prefix=U16
// I16: bitcast i16
// I16: fptosi half
// U16: bitcast i16
// U16: fptoui half

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = (T)asfloat16(b[1]);
}
