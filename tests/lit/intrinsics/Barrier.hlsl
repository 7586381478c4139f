// Barrier(flags, flags): BarrierByMemoryType; Barrier(uav, flags): BarrierByMemoryHandle (SM 6.8)
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_8 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// U: call void @dx.op.barrierByMemoryType(i32 244
// U: call void @dx.op.barrierByMemoryHandle(i32 245

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  Barrier(1, 4); Barrier(b, 4); b[0] = 1;
}
