// dot: Dot2/3/4 on float vectors, IMad chains on integers
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float2 %s | FileCheck %s --check-prefix=F2
// RUN: hlslc -T cs_6_6 -E main -DT=float3 %s | FileCheck %s --check-prefix=F3
// RUN: hlslc -T cs_6_6 -E main -DT=float4 %s | FileCheck %s --check-prefix=F4
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=half4 %s | FileCheck %s --check-prefix=H4
// RUN: hlslc -T cs_6_6 -E main -DT=int3 %s | FileCheck %s --check-prefix=I3
// RUN: hlslc -T cs_6_6 -E main -DT=uint4 %s | FileCheck %s --check-prefix=U4
// F2: call float @dx.op.dot2.f32(i32 54
// F3: call float @dx.op.dot3.f32(i32 55
// F4: call float @dx.op.dot4.f32(i32 56
// H4: call half @dx.op.dot4.f16(i32 56
// I3-COUNT-2: call i32 @dx.op.tertiary.i32(i32 48
// U4-COUNT-3: call i32 @dx.op.tertiary.i32(i32 49

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0].x = dot(b[1], b[2]);
}
