// WaveGetLaneIndex: no arguments
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// U: call i32 @dx.op.waveGetLaneIndex(i32 111

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = (T)WaveGetLaneIndex();
}
