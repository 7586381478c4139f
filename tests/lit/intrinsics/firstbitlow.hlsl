// firstbitlow: FirstbitLo
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// RUN: hlslc -T cs_6_6 -E main -DT=int %s | FileCheck %s --check-prefix=I
// RUN: hlslc -T cs_6_6 -E main -DT=uint64_t %s | FileCheck %s --check-prefix=U64
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=int16_t %s | FileCheck %s --check-prefix=I16
// U: call i32 @dx.op.unaryBits.i32(i32 32
// I: call i32 @dx.op.unaryBits.i32(i32 32
// U64: call i32 @dx.op.unaryBits.i64(i32 32
// I16: call i32 @dx.op.unaryBits.i16(i32 32

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = (T)firstbitlow(b[1]);
}
