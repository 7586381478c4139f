// InterlockedCompareStoreFloatBitwise: on the float bits
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// F: call i32 @dx.op.atomicCompareExchange.i32(i32 79

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  InterlockedCompareStoreFloatBitwise(b[0], b[1], b[2]);
}
