// abs: FAbs on floats, IMax(x, -x) on signed integers
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=half %s | FileCheck %s --check-prefix=H
// RUN: hlslc -T cs_6_6 -E main -DT=double %s | FileCheck %s --check-prefix=D
// RUN: hlslc -T cs_6_6 -E main -DT=int %s | FileCheck %s --check-prefix=I
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=int16_t %s | FileCheck %s --check-prefix=I16
// RUN: hlslc -T cs_6_6 -E main -DT=int64_t %s | FileCheck %s --check-prefix=I64
// RUN: hlslc -T cs_6_6 -E main -DT=int3 %s | FileCheck %s --check-prefix=IV
// F: call float @dx.op.unary.f32(i32 6
// H: call half @dx.op.unary.f16(i32 6
// D: call double @dx.op.unary.f64(i32 6
// I: call i32 @dx.op.binary.i32(i32 37
// I16: call i16 @dx.op.binary.i16(i32 37
// I64: call i64 @dx.op.binary.i64(i32 37
// IV-COUNT-3: call i32 @dx.op.binary.i32(i32 37

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = abs(b[1]);
}
