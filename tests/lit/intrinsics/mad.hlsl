// mad: FMad / IMad / UMad
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=half %s | FileCheck %s --check-prefix=H
// RUN: hlslc -T cs_6_6 -E main -DT=double %s | FileCheck %s --check-prefix=D
// RUN: hlslc -T cs_6_6 -E main -DT=int %s | FileCheck %s --check-prefix=I
// RUN: hlslc -T cs_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=int16_t %s | FileCheck %s --check-prefix=I16
// RUN: hlslc -T cs_6_6 -E main -DT=int64_t %s | FileCheck %s --check-prefix=I64
// F: call float @dx.op.tertiary.f32(i32 46
// H: call half @dx.op.tertiary.f16(i32 46
// D: call double @dx.op.tertiary.f64(i32 46
// I: call i32 @dx.op.tertiary.i32(i32 48
// U: call i32 @dx.op.tertiary.i32(i32 49
// I16: call i16 @dx.op.tertiary.i16(i32 48
// I64: call i64 @dx.op.tertiary.i64(i32 48

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = mad(b[1], b[2], b[3]);
}
