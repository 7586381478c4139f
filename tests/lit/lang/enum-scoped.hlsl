// RUN: hlslc -T cs_6_2 -E main -enable-16bit-types %s | FileCheck %s
// Scoped enums (enum class / enum struct) with an underlying type: only
// E::A names an enumerator, initializers may name the enumerators before
// them, and values reach integers through explicit casts only.

enum class Mode : uint { A = 1, B = A << 2, C };
enum struct Small : int16_t { X = -1 };
RWStructuredBuffer<uint> Out : register(u0);

// CHECK-LABEL: define void @main()
// CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, i32 5,
// CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, i32 1,
// CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 0, i32 -1,
[numthreads(1, 1, 1)]
void main() {
  Mode m = Mode::C;
  Out[0] = (uint)m;
  Out[1] = m == Mode::C ? 1 : 0;
  Out[2] = (int)Small::X;
}
