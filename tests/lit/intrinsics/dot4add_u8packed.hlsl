// dot4add_u8packed: Dot4AddU8Packed (SM 6.4)
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// U: call i32 @dx.op.dot4AddPacked.i32(i32 164

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = dot4add_u8packed(b[1], b[2], b[3]);
}
