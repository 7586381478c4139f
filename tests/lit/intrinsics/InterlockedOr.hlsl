// InterlockedOr: AtomicBinOp on a UAV element (i64 from SM 6.6)
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=int %s | FileCheck %s --check-prefix=I
// RUN: hlslc -T cs_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// RUN: hlslc -T cs_6_6 -E main -DT=int64_t %s | FileCheck %s --check-prefix=I64
// I: call i32 @dx.op.atomicBinOp.i32(i32 78
// U: call i32 @dx.op.atomicBinOp.i32(i32 78
// I64: call i64 @dx.op.atomicBinOp.i64(i32 78

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  T o; InterlockedOr(b[0], b[1], o); b[2] = o;
}
