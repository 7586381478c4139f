// WaveActiveBallot: four i32 of the mask
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=uint4 %s | FileCheck %s --check-prefix=U4
// U4: call %dx.types.fouri32 @dx.op.waveActiveBallot(i32 116

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = WaveActiveBallot(b[1].x != 0);
}
