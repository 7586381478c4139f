// RUN: hlslc -T lib_6_6 %s | FileCheck %s
// [WaveSize] on a library compute entry: tag 11 after numthreads, as DXC.
RWBuffer<uint> O;
[shader("compute")][numthreads(8, 1, 1)][WaveSize(32)]
void cs(uint i : SV_GroupIndex) { O[i] = WaveGetLaneCount(); }
// CHECK: !{void ()* @cs, !"cs", null, null, ![[P:[0-9]+]]}
// CHECK: ![[P]] = !{i32 8, i32 5, i32 4, ![[NT:[0-9]+]], i32 11, ![[WS:[0-9]+]], i32 5, !{{[0-9]+}}}
// CHECK: ![[NT]] = !{i32 8, i32 1, i32 1}
// CHECK: ![[WS]] = !{i32 32}
