// mul: scalar, vector and matrix products: Dot ops on float vectors, Mad chains on integers
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -E main -DT=int %s | FileCheck %s --check-prefix=I
// RUN: hlslc -T cs_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=half %s | FileCheck %s --check-prefix=H
// F-COUNT-3: call float @dx.op.tertiary.f32(i32 46
// F: call float @dx.op.dot2.f32(i32 54
// F: call float @dx.op.dot3.f32(i32 55
// F: call float @dx.op.dot4.f32(i32 56
// I-COUNT-9: call i32 @dx.op.tertiary.i32(i32 48
// U-COUNT-9: call i32 @dx.op.tertiary.i32(i32 49
// H-COUNT-3: call half @dx.op.tertiary.f16(i32 46
// H: call half @dx.op.dot2.f16(i32 54
// H: call half @dx.op.dot3.f16(i32 55
// H: call half @dx.op.dot4.f16(i32 56

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  matrix<T, 2, 3> m = matrix<T, 2, 3>(b[0], b[1], b[2], b[3], b[4], b[5]);
  vector<T, 2> v = vector<T, 2>(b[6], b[7]);
  vector<T, 3> w = vector<T, 3>(b[8], b[9], b[10]);
  vector<T, 4> x = vector<T, 4>(b[11], b[12], b[13], b[14]);
  vector<T, 3> r = mul(v, m);
  vector<T, 2> q = mul(m, w);
  b[0] = r.x + q.y + mul(b[2], b[3]) + mul(v, v) + mul(w, w) + mul(x, x);
}
