// clamp: max then min, by component type
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=half %s | FileCheck %s --check-prefix=H
// RUN: hlslc -T cs_6_6 -E main -DT=double %s | FileCheck %s --check-prefix=D
// RUN: hlslc -T cs_6_6 -E main -DT=int %s | FileCheck %s --check-prefix=I
// RUN: hlslc -T cs_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=int16_t %s | FileCheck %s --check-prefix=I16
// RUN: hlslc -T cs_6_6 -E main -DT=int64_t %s | FileCheck %s --check-prefix=I64
// RUN: hlslc -T cs_6_6 -E main -DT=int3 %s | FileCheck %s --check-prefix=IV
// F: call float @dx.op.binary.f32(i32 35
// F: call float @dx.op.binary.f32(i32 36
// H: call half @dx.op.binary.f16(i32 35
// H: call half @dx.op.binary.f16(i32 36
// D: call double @dx.op.binary.f64(i32 35
// D: call double @dx.op.binary.f64(i32 36
// I: call i32 @dx.op.binary.i32(i32 37
// I: call i32 @dx.op.binary.i32(i32 38
// U: call i32 @dx.op.binary.i32(i32 39
// U: call i32 @dx.op.binary.i32(i32 40
// I16: call i16 @dx.op.binary.i16(i32 37
// I16: call i16 @dx.op.binary.i16(i32 38
// I64: call i64 @dx.op.binary.i64(i32 37
// I64: call i64 @dx.op.binary.i64(i32 38
// IV-COUNT-3: call i32 @dx.op.binary.i32(i32 37
// IV-COUNT-3: call i32 @dx.op.binary.i32(i32 38

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = clamp(b[1], b[2], b[3]);
}
