// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Unscoped enums: enumerators count up from 0 or from the value before,
// are visible in the enclosing scope and as E::A, and convert implicitly to
// integers (and floats); their values fold to constants.

enum Color { Red, Green = 5, Blue, Big = Green << 4 };
RWStructuredBuffer<uint> Out : register(u0);

uint twice(Color c) { return c * 2; }

// CHECK-LABEL: define void @main()
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, i32 11,
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, i32 80,
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 0, i32 12,
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 3, i32 0, i32 1065353216,
[numthreads(1, 1, 1)]
void main() {
  Color c = Green;
  Out[0] = c + Blue;
  Out[1] = Color::Big;
  Out[2] = twice(Blue);
  float f = Color(1) == 1 ? 1 : 0;
  Out[3] = asuint(f);
}
