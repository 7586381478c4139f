// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// A ?: of two float literals converting to a 32- or 64-bit integer: DXC's
// CodeGen converts each arm with C++'s double to uint32_t / uint64_t, so an
// out-of-range arm wraps (5e9 is 705032704) where a constant would saturate;
// an int literal arm to float goes through double.
// CHECK: select i1 %{{[0-9]+}}, i32 705032704, i32 -705032704
// CHECK: select i1 %{{[0-9]+}}, i64 -8446744073709551616, i64 -2
// CHECK: select i1 %{{[0-9]+}}, i64 0, i64 -9223372036854775808
// CHECK: select i1 %{{[0-9]+}}, float 0x43E0000000000000, float 0x4170000000000000
RWStructuredBuffer<int> o; RWStructuredBuffer<uint64_t> uq; RWStructuredBuffer<int64_t> q;
RWStructuredBuffer<float> f;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3;
  o[0] = c ? 5e9 : -5e9;
  uq[0] = c ? 1e19 : -2.5;
  q[0] = c ? 1e30 : -1e30;
  f[0] = c ? 0x7FFFFFFFFFFFFDFF : 16777217;
}
