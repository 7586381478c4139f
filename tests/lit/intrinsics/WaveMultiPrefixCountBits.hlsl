// WaveMultiPrefixCountBits: a bool and the uint4 mask (SM 6.5)
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// U: call i32 @dx.op.waveMultiPrefixBitCount(i32 167

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = WaveMultiPrefixCountBits(b[1] != 0, uint4(1, 2, 3, 4));
}
