// AddUint64: UAddc on the low words, the carry into the high words
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=uint2 %s | FileCheck %s --check-prefix=U2
// RUN: hlslc -T cs_6_6 -E main -DT=uint4 %s | FileCheck %s --check-prefix=U4
// U2: call %dx.types.i32c @dx.op.binaryWithCarryOrBorrow.i32(i32 44
// U4-COUNT-2: call %dx.types.i32c @dx.op.binaryWithCarryOrBorrow.i32(i32 44

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = AddUint64(b[1], b[2]);
}
