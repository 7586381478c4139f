// DeviceMemoryBarrier: Barrier with its mode flags
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// U: call void @dx.op.barrier(i32 80

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  DeviceMemoryBarrier(); b[0] = 1;
}
