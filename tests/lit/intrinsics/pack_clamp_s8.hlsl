// pack_clamp_s8: Pack4x8 with its pack mode (SM 6.6)
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=int4 %s | FileCheck %s --check-prefix=I32
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=int16_t4 %s | FileCheck %s --check-prefix=I16
// I32: call i32 @dx.op.pack4x8.i32(i32 220
// I16: call i32 @dx.op.pack4x8.i16(i32 220

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = (T)pack_clamp_s8(b[1]).xxxx;
}
