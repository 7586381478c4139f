// 1 << x with a non-literal count: DXC types the literal int (uint for a
// uint count) and warns, so an intrinsic on it is 32-bit, not a literal's
// 64-bit width.
// RUN: hlslc -T cs_6_2 -E main %s 2>&1 | FileCheck %s
// CHECK: literal-shift-int.hlsl:13:16: warning: ambiguous type for bit shift; use a type suffix on literal values, like 'L' or 'U', or a cast
// CHECK: literal-shift-int.hlsl:14:12: warning: ambiguous type for bit shift
// CHECK-NOT: {{ i64 }}
// CHECK: shl i32 1,
// CHECK: call i32 @dx.op.binary.i32(i32 38, i32 %{{[0-9]+}}, i32 2)
RWStructuredBuffer<uint> b;
[numthreads(1, 1, 1)] void main() {
  int ri = b[0];
  b[1] = min(1 << ri, 2);
  b[2] = 1 << b[3];
}
