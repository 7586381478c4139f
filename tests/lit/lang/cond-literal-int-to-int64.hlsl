// A ?: of two int literals converts as a whole to its 64-bit destination:
// 0x100000000 keeps its value instead of being cut to 32 bits.
// RUN: hlslc -T cs_6_2 -E main %s | FileCheck %s
// CHECK: select i1 %{{[0-9]+}}, i64 4294967296, i64 1
// CHECK: select i1 %{{[0-9]+}}, i64 -4294967297, i64 5

RWStructuredBuffer<uint64_t> q; RWStructuredBuffer<int64_t> s;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3;
  uint64_t x = c ? 0x100000000 : 1;
  q[0] = x;
  int64_t y = c ? -0x100000001 : 5;
  s[0] = y;
}
