// -ftime-report prints the time, the arena growth and the page faults of
// each stage to stderr, and under the optimizer the passes that ran, slowest first, with
// their total time, growth and run count.
// RUN: hlslc -T cs_6_0 -E main -ftime-report %s -Fo %t.dxil 2>&1 | FileCheck %s
RWBuffer<uint> b;
[numthreads(4, 1, 1)] void main(uint i : SV_GroupIndex) { b[i] = i; }
// CHECK: hlslc time report
// CHECK: preprocessor {{ *[0-9.]+}} ms {{ *[0-9.]+}} MiB {{ *[0-9]+}} page faults
// CHECK: front end
// CHECK: optimizer and DXIL lowering
// CHECK-DAG: {{^    }}inline {{ *[0-9.]+}} ms {{ *[0-9.]+}} MiB  (1 run)
// CHECK-DAG: {{^    }}sroa {{ *[0-9.]+}} ms {{ *[0-9.]+}} MiB  (3 runs)
// CHECK-DAG: {{^    }}dxil-op-lower {{ *[0-9.]+}} ms
// CHECK: bitcode and container
// CHECK: total {{ *[0-9.]+}} ms {{ *[0-9.]+}} MiB {{ *[0-9]+}} page faults
