// unpack_s8s16: Unpack4x8 with its unpack mode (SM 6.6)
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=int16_t4 %s | FileCheck %s --check-prefix=U
// U: call %dx.types.fouri16 @dx.op.unpack4x8.i16(i32 219

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = unpack_s8s16(b[1].x);
}
