// QuadReadLaneAt: per component
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=half %s | FileCheck %s --check-prefix=H
// RUN: hlslc -T cs_6_6 -E main -DT=int %s | FileCheck %s --check-prefix=I
// RUN: hlslc -T cs_6_6 -E main -DT=int3 %s | FileCheck %s --check-prefix=IV
// F: call float @dx.op.quadReadLaneAt.f32(i32 122
// H: call half @dx.op.quadReadLaneAt.f16(i32 122
// I: call i32 @dx.op.quadReadLaneAt.i32(i32 122
// IV-COUNT-3: call i32 @dx.op.quadReadLaneAt.i32(i32 122

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = QuadReadLaneAt(b[1], 2);
}
