// A comparison of literal operations that are not constants compares their
// 64-bit values (DXC's i64 compare), not values cut to 32 bits.
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// CHECK: 64-Bit integer
// CHECK: [[A:%[0-9]+]] = add nsw i64
// CHECK: icmp sgt i64 [[A]], 4294967297

RWStructuredBuffer<int> o;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3, e = i > 7;
  o[0] = ((c ? 1 : 2) + (e ? 0x100000000 : 3)) > 0x100000001;
}
