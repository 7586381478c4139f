// RUN: hlslc -T cs_6_2 -E main -enable-16bit-types %s | FileCheck %s
// sizeof(type) and sizeof expr: the size in memory as DXC lays it out
// (bool and 32-bit types 4 bytes, 16-bit types 2, arrays of vectors without
// padding, structs aligned by their largest member), a uint constant.

struct Empty {};
struct P { int16_t i16; struct { float f32; } s; struct {} z; };
RWStructuredBuffer<uint> Out : register(u0);

// CHECK-LABEL: define void @main()
// CHECK: i32 0, i32 0, i32 12,
// CHECK: i32 1, i32 0, i32 24,
// CHECK: i32 2, i32 0, i32 48,
// CHECK: i32 3, i32 0, i32 0,
// CHECK: i32 4, i32 0, i32 8,
// CHECK: i32 5, i32 0, i32 36,
// CHECK: i32 6, i32 0, i32 4,
[numthreads(1, 1, 1)]
void main() {
  Out[0] = sizeof(int16_t3[2]);
  Out[1] = sizeof(bool3[2]);
  Out[2] = sizeof(double3[2]);
  Out[3] = sizeof(Empty[2]);
  P p;
  Out[4] = sizeof(p);
  Out[5] = sizeof(float3x3);
  Out[6] = sizeof p.s;
}
