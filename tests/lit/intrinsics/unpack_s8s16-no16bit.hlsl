// unpack_s8s16 / unpack_u8u16 without -enable-16bit-types: the result is
// min16int4 / min16uint4; DXC unpacks to i16 and extends every element.
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// CHECK: %[[S:[0-9]+]] = call %dx.types.fouri16 @dx.op.unpack4x8.i16(i32 219, i8 1, i32 %{{[0-9]+}})
// CHECK-COUNT-4: sext i16 %{{[0-9]+}} to i32
// CHECK: %[[U:[0-9]+]] = call %dx.types.fouri16 @dx.op.unpack4x8.i16(i32 219, i8 0, i32 %{{[0-9]+}})
// CHECK-COUNT-4: zext i16 %{{[0-9]+}} to i32
RWStructuredBuffer<int4> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = unpack_s8s16((int8_t4_packed)b[1].x);
  b[1] = unpack_u8u16((uint8_t4_packed)b[1].y);
}
