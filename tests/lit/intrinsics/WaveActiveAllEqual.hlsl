// WaveActiveAllEqual: per component, an i1 result
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -E main -DT=int %s | FileCheck %s --check-prefix=I
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=half %s | FileCheck %s --check-prefix=H
// RUN: hlslc -T cs_6_6 -E main -DT=int3 %s | FileCheck %s --check-prefix=IV
// F: call i1 @dx.op.waveActiveAllEqual.f32(i32 115
// I: call i1 @dx.op.waveActiveAllEqual.i32(i32 115
// H: call i1 @dx.op.waveActiveAllEqual.f16(i32 115
// IV-COUNT-3: call i1 @dx.op.waveActiveAllEqual.i32(i32 115

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = (T)WaveActiveAllEqual(b[1]);
}
