// isnan: the class test ops (half from SM 6.9 as ops, expanded before)
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -E main -DT=float3 %s | FileCheck %s --check-prefix=V
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=half %s | FileCheck %s --check-prefix=H
// F: call i1 @dx.op.isSpecialFloat.f32(i32 8
// V-COUNT-3: call i1 @dx.op.isSpecialFloat.f32(i32 8
// H: bitcast half
// H: and i16
// H: icmp eq i16
// H: and i16
// H: icmp ne i16
// H: and i1
// H: uitofp i1

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = (T)isnan(b[1]);
}
