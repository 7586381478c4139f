// asint16: a bit cast of 16-bit values
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=half %s | FileCheck %s --check-prefix=H
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=uint16_t %s | FileCheck %s --check-prefix=U16
// H: bitcast half
// H: sitofp i16
// U16: call void @dx.op.rawBufferStore.i16(i32 140

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = (T)asint16(b[1]);
}
