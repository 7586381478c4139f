// dot4add_i8packed: Dot4AddI8Packed (SM 6.4)
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=int %s | FileCheck %s --check-prefix=I
// I: call i32 @dx.op.dot4AddPacked.i32(i32 163

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = dot4add_i8packed(b[1], b[2], b[3]);
}
