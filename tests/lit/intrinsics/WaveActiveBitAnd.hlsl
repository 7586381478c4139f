// WaveActiveBitAnd: on unsigned integers, per component
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// RUN: hlslc -T cs_6_6 -E main -DT=uint64_t %s | FileCheck %s --check-prefix=U64
// RUN: hlslc -T cs_6_6 -E main -DT=uint2 %s | FileCheck %s --check-prefix=UV
// U: call i32 @dx.op.waveActiveBit.i32(i32 120
// U64: call i64 @dx.op.waveActiveBit.i64(i32 120
// UV-COUNT-2: call i32 @dx.op.waveActiveBit.i32(i32 120

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = WaveActiveBitAnd(b[1]);
}
