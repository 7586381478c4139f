// An operation on literals that is not a constant (here on a literal ?:)
// is DXC's 'literal int': it computes in 64 bits, and a 64-bit destination
// keeps the whole value (0x100000000 is not cut to 32 bits first).
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// CHECK: select i1 %{{[0-9]+}}, i64 4294967297, i64 4294967298
// CHECK: select i1 %{{[0-9]+}}, i64 4294967296, i64 8589934592

RWStructuredBuffer<int64_t> q; RWStructuredBuffer<uint64_t> u;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3;
  q[0] = (c ? 1 : 2) + 0x100000000;
  u[0] = (c ? 1 : 2) * 0x100000000;
}
