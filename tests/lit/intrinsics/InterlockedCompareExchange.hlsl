// InterlockedCompareExchange: AtomicCompareExchange
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=int %s | FileCheck %s --check-prefix=I
// RUN: hlslc -T cs_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// RUN: hlslc -T cs_6_6 -E main -DT=int64_t %s | FileCheck %s --check-prefix=I64
// I: call i32 @dx.op.atomicCompareExchange.i32(i32 79
// U: call i32 @dx.op.atomicCompareExchange.i32(i32 79
// I64: call i64 @dx.op.atomicCompareExchange.i64(i32 79

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  T o; InterlockedCompareExchange(b[0], b[1], b[2], o); b[3] = o;
}
