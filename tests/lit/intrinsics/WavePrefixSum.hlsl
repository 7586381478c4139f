// WavePrefixSum: one wave op per component, signed / unsigned / float kinds
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=half %s | FileCheck %s --check-prefix=H
// RUN: hlslc -T cs_6_6 -E main -DT=double %s | FileCheck %s --check-prefix=D
// RUN: hlslc -T cs_6_6 -E main -DT=int %s | FileCheck %s --check-prefix=I
// RUN: hlslc -T cs_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=int16_t %s | FileCheck %s --check-prefix=I16
// RUN: hlslc -T cs_6_6 -E main -DT=int64_t %s | FileCheck %s --check-prefix=I64
// RUN: hlslc -T cs_6_6 -E main -DT=int3 %s | FileCheck %s --check-prefix=IV
// RUN: hlslc -T cs_6_6 -E main -DT=uint64_t %s | FileCheck %s --check-prefix=U64
// F: call float @dx.op.wavePrefixOp.f32(i32 121
// H: call half @dx.op.wavePrefixOp.f16(i32 121
// D: call double @dx.op.wavePrefixOp.f64(i32 121
// I: call i32 @dx.op.wavePrefixOp.i32(i32 121
// U: call i32 @dx.op.wavePrefixOp.i32(i32 121
// I16: call i16 @dx.op.wavePrefixOp.i16(i32 121
// I64: call i64 @dx.op.wavePrefixOp.i64(i32 121
// IV-COUNT-3: call i32 @dx.op.wavePrefixOp.i32(i32 121
// U64: call i64 @dx.op.wavePrefixOp.i64(i32 121

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = WavePrefixSum(b[1]);
}
