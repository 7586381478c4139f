// QuadReadAcrossDiagonal: QuadOp per component
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=half %s | FileCheck %s --check-prefix=H
// RUN: hlslc -T cs_6_6 -E main -DT=int %s | FileCheck %s --check-prefix=I
// RUN: hlslc -T cs_6_6 -E main -DT=int3 %s | FileCheck %s --check-prefix=IV
// F: call float @dx.op.quadOp.f32(i32 123
// H: call half @dx.op.quadOp.f16(i32 123
// I: call i32 @dx.op.quadOp.i32(i32 123
// IV-COUNT-3: call i32 @dx.op.quadOp.i32(i32 123

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = QuadReadAcrossDiagonal(b[1]);
}
