// WaveMultiPrefixBitXor: per component with the uint4 mask (SM 6.5)
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// RUN: hlslc -T cs_6_6 -E main -DT=int %s | FileCheck %s --check-prefix=I
// RUN: hlslc -T cs_6_6 -E main -DT=uint64_t %s | FileCheck %s --check-prefix=U64
// U: call i32 @dx.op.waveMultiPrefixOp.i32(i32 166
// I: call i32 @dx.op.waveMultiPrefixOp.i32(i32 166
// U64: call i64 @dx.op.waveMultiPrefixOp.i64(i32 166

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = WaveMultiPrefixBitXor(b[1], uint4(1, 2, 3, 4));
}
