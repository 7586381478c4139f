// A literal operation passed to an int64_t parameter or returned from a
// function returning int64_t / double takes that type as its destination.
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// CHECK: select i1 %{{[0-9]+}}, i64 12884901888, i64 21474836480
// CHECK: select i1 %{{[0-9]+}}, double 0x3FD3333333333334, double 0x3FE3333333333334
// CHECK: select i1 %{{[0-9]+}}, i64 1099511627776, i64 2199023255552

RWStructuredBuffer<int64_t> q; RWStructuredBuffer<double> d;
int64_t id64(int64_t x) { return x; }
double retd(bool c) { return (c ? 0.1 : 0.2) * 3.0; }
int64_t ret64(bool c) { return (c ? 1 : 2) << 40; }
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3;
  q[0] = id64((c ? 3 : 5) * 0x100000000);
  d[0] = retd(c);
  q[1] = ret64(c);
}
