// mul: Dot / FMad chains by operand shapes
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// F: call float @dx.op.dot4.f32(i32 56

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  float4x4 m = float4x4(b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]);
  float4 v = float4(b[0], b[1], b[2], b[3]);
  float4 r = mul(v, m) + mul(m, v);
  b[0] = r.x + r.y + mul(b[2], b[3]) + mul(v, v);
}
