// -ftime-report prints the time of each stage to stderr.
// RUN: hlslc -T cs_6_0 -E main -ftime-report %s -Fo %t.dxil 2>&1 | FileCheck %s
RWBuffer<uint> b;
[numthreads(4, 1, 1)] void main(uint i : SV_GroupIndex) { b[i] = i; }
// CHECK: hlslc time report
// CHECK: preprocessor
// CHECK: front end
// CHECK: optimizer and DXIL lowering
// CHECK: bitcode and container
// CHECK: total
