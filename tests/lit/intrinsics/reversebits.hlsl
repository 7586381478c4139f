// reversebits: Bfrev
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// RUN: hlslc -T cs_6_6 -E main -DT=int %s | FileCheck %s --check-prefix=I
// RUN: hlslc -T cs_6_6 -E main -DT=uint64_t %s | FileCheck %s --check-prefix=U64
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=int16_t %s | FileCheck %s --check-prefix=I16
// RUN: hlslc -T cs_6_6 -E main -DT=uint2 %s | FileCheck %s --check-prefix=UV
// U: call i32 @dx.op.unary.i32(i32 30
// I: call i32 @dx.op.unary.i32(i32 30
// U64: call i64 @dx.op.unary.i64(i32 30
// I16: call i16 @dx.op.unary.i16(i32 30
// UV-COUNT-2: call i32 @dx.op.unary.i32(i32 30

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = reversebits(b[1]);
}
