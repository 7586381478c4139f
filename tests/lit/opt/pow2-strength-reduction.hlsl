// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// DXC's instcombine: multiplication, unsigned division and remainder by a
// power of two become shifts and masks, and an addition of values with no
// bit in common an `or`. Groupshared index arithmetic, which DXC flattens
// after its last instcombine, keeps its multiplications.

RWBuffer<uint> b;
groupshared float4 cache[64];

// CHECK: [[I:%.*]] = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
// CHECK: [[M:%.*]] = shl i32 [[I]], 3
// CHECK: [[R:%.*]] = and i32 [[I]], 3
// CHECK: [[O:%.*]] = or i32 [[M]], [[R]]
// CHECK: [[D:%.*]] = lshr i32 [[I]], 4
// CHECK: add i32 [[O]], [[D]]
// CHECK: mul i32 [[I]], 4
// CHECK-NOT: udiv
// CHECK-NOT: urem
[numthreads(64, 1, 1)]
void main(uint a : SV_GroupIndex) {
  b[a] = a * 8 + (a % 4) + (a / 16);
  cache[a] = a;
  GroupMemoryBarrierWithGroupSync();
  b[a + 64] = (uint)cache[63 - a].x;
}
