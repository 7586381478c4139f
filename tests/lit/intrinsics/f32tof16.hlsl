// f32tof16: LegacyF32ToF16
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -E main -DT=float3 %s | FileCheck %s --check-prefix=V
// F: call i32 @dx.op.legacyF32ToF16(i32 130
// V-COUNT-3: call i32 @dx.op.legacyF32ToF16(i32 130

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = f32tof16(b[1]);
}
