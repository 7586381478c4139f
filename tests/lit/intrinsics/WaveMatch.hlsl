// WaveMatch: per component, the masks and-ed (SM 6.5)
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -E main -DT=int %s | FileCheck %s --check-prefix=I
// RUN: hlslc -T cs_6_6 -E main -DT=float2 %s | FileCheck %s --check-prefix=FV
// F: call %dx.types.fouri32 @dx.op.waveMatch.f32(i32 165
// I: call %dx.types.fouri32 @dx.op.waveMatch.i32(i32 165
// FV-COUNT-2: call %dx.types.fouri32 @dx.op.waveMatch.f32(i32 165

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = (T)WaveMatch(b[1]).x;
}
