// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A static const without an initializer is zero-initialized (DXC), scalars
// and vectors fold to 0 and structs (WickedEngine's empty helper objects
// with member functions) are usable.

static const uint Zero;
static const float2 Zero2;
struct Helper { uint twice(uint x) { return 2 * x; } };
static const Helper helper;
RWStructuredBuffer<uint> Out : register(u0);

// CHECK-LABEL: define void @main()
// CHECK: i32 0, i32 0, i32 0,
// CHECK: i32 1, i32 0, i32 0,
// CHECK: i32 2, i32 0, i32 14,
[numthreads(1, 1, 1)]
void main() {
  Out[0] = Zero;
  Out[1] = (uint)Zero2.y;
  Out[2] = helper.twice(7);
}
