// HLSL's firstbithigh is a bit index from the least significant bit; the
// FirstbitHi/FirstbitSHi ops count from the most significant one, so the
// result is (width - 1) - n, with -1 (no bit) kept: DXC's lowering.
// RUN: hlslc -T cs_6_2 -enable-16bit-types %s | FileCheck %s

// CHECK: [[U:%[0-9]+]] = call i32 @dx.op.unaryBits.i32(i32 33, i32 [[X:%[0-9]+]])  ; FirstbitHi(value)
// CHECK-NEXT: [[SUB:%[0-9]+]] = sub i32 31, [[U]]
// CHECK-NEXT: [[NONE:%[0-9]+]] = icmp eq i32 [[U]], -1
// CHECK-NEXT: select i1 [[NONE]], i32 -1, i32 [[SUB]]
// CHECK: [[S:%[0-9]+]] = call i32 @dx.op.unaryBits.i32(i32 34, i32 [[X]])  ; FirstbitSHi(value)
// CHECK-NEXT: sub i32 31, [[S]]
// CHECK: [[W:%[0-9]+]] = call i32 @dx.op.unaryBits.i16(i32 33, i16 %{{[0-9]+}})  ; FirstbitHi(value)
// CHECK-NEXT: sub i32 15, [[W]]
// firstbitlow is the op's result as it is
// CHECK: call i32 @dx.op.unaryBits.i32(i32 32, i32 [[X]])  ; FirstbitLo(value)
// CHECK-NOT: sub i32

RWBuffer<uint> ou;
[numthreads(1,1,1)]
void main(uint i : SV_GroupIndex) {
  ou[0] = firstbithigh(i);
  ou[1] = firstbithigh((int)i);
  ou[2] = firstbithigh((uint16_t)i);
  ou[3] = firstbitlow(i);
}
