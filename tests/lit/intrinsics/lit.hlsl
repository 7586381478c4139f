// lit: (1, max(n.l, 0), n.h^m, 1)
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float4 %s | FileCheck %s --check-prefix=F4
// F4: call float @dx.op.unary.f32(i32 23
// F4: call float @dx.op.unary.f32(i32 21

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = lit(b[1].x, b[1].y, b[1].z);
}
