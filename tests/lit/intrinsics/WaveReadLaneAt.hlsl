// WaveReadLaneAt: per component, any type
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=half %s | FileCheck %s --check-prefix=H
// RUN: hlslc -T cs_6_6 -E main -DT=double %s | FileCheck %s --check-prefix=D
// RUN: hlslc -T cs_6_6 -E main -DT=int %s | FileCheck %s --check-prefix=I
// RUN: hlslc -T cs_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=int16_t %s | FileCheck %s --check-prefix=I16
// RUN: hlslc -T cs_6_6 -E main -DT=int64_t %s | FileCheck %s --check-prefix=I64
// RUN: hlslc -T cs_6_6 -E main -DT=int3 %s | FileCheck %s --check-prefix=IV
// RUN: hlslc -T cs_6_6 -E main -DT=bool %s | FileCheck %s --check-prefix=B
// F: call float @dx.op.waveReadLaneAt.f32(i32 117
// H: call half @dx.op.waveReadLaneAt.f16(i32 117
// D: call double @dx.op.waveReadLaneAt.f64(i32 117
// I: call i32 @dx.op.waveReadLaneAt.i32(i32 117
// U: call i32 @dx.op.waveReadLaneAt.i32(i32 117
// I16: call i16 @dx.op.waveReadLaneAt.i16(i32 117
// I64: call i64 @dx.op.waveReadLaneAt.i64(i32 117
// IV-COUNT-3: call i32 @dx.op.waveReadLaneAt.i32(i32 117
// B: call i1 @dx.op.waveReadLaneAt.i1(i32 117

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = WaveReadLaneAt(b[1], 3);
}
