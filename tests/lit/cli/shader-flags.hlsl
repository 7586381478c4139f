// -all-resources-bound sets the AllResourcesBound shader flag (0x100);
// -res-may-alias drops ResMayNotAlias (0x200000000, set from DXIL 1.7 when
// the shader has UAVs), leaving no flags here.
// RUN: hlslc -T cs_6_7 -E main %s | FileCheck %s --check-prefix=DEFAULT
// RUN: hlslc -T cs_6_7 -E main -all-resources-bound %s | FileCheck %s --check-prefix=BOUND
// RUN: hlslc -T cs_6_7 -E main -res-may-alias %s | FileCheck %s --check-prefix=ALIAS
RWBuffer<uint> b;
[numthreads(4, 1, 1)] void main(uint i : SV_GroupIndex) { b[i] = i; }
// DEFAULT: !{i32 0, i64 8589934592,
// BOUND: !{i32 0, i64 8589934848,
// ALIAS: !{void ()* @main, !"main", null, !{{[0-9]+}}, ![[P:[0-9]+]]}
// ALIAS: ![[P]] = !{i32 4, !{{[0-9]+}}}
