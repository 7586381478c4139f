// Overload matching, shapes: a scalar argument splats to the group's
// vector; vectors of one group truncate to the smallest (with DXC's
// warning), and the result has that size.
// RUN: hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// CHECK: match-shape.hlsl:17:17: warning: implicit truncation of vector type
// CHECK-COUNT-2: call float @dx.op.binary.f32(i32 35,
// CHECK-COUNT-3: call float @dx.op.binary.f32(i32 36,
// CHECK-COUNT-2: call float @dx.op.binary.f32(i32 35,
// CHECK-NOT: call float @dx.op.binary
RWStructuredBuffer<float4> b : register(u0);
RWStructuredBuffer<float2> c : register(u1);
[numthreads(1, 1, 1)] void main() {
  float4 x = b[1];
  float3 y = b[2].xyz;
  c[0] = max(x.xy, y.xy.x);
  b[0].xyz = min(x.xyz, y);
  b[1].xy = max(x, c[1]);
}
