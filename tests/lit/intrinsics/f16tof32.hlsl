// f16tof32: LegacyF16ToF32
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// RUN: hlslc -T cs_6_6 -E main -DT=uint2 %s | FileCheck %s --check-prefix=UV
// U: call float @dx.op.legacyF16ToF32(i32 131
// UV-COUNT-2: call float @dx.op.legacyF16ToF32(i32 131

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = f16tof32(b[1]);
}
