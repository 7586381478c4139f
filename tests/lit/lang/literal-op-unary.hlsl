// Unary - and ~ on a literal ?: are literal operations: to a 64-bit
// destination they keep 64 bits, and fold into the arms.
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// CHECK: select i1 %{{[0-9]+}}, i64 -4294967296, i64 -8589934592
// CHECK: select i1 %{{[0-9]+}}, i64 -2, i64 -3

RWStructuredBuffer<int64_t> q; RWStructuredBuffer<uint64_t> u;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3;
  q[0] = -(c ? 1 : 2) * 0x100000000;
  u[0] = ~(c ? 1 : 2);
}
