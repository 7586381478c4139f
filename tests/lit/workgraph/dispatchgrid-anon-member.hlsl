// RUN: hlslc -T lib_6_8 %s | FileCheck %s
// SV_DispatchGrid inside an anonymous struct member of a node record: the
// record's metadata gives its offset (0), type (u32) and count (3).
// Checked against DXC.
struct Rec { struct { uint3 grid : SV_DispatchGrid; }; };
[Shader("node")]
[NodeLaunch("broadcasting")]
[NodeMaxDispatchGrid(8,8,1)]
[NumThreads(1,1,1)]
void n1(DispatchNodeInputRecord<Rec> input) {}
// CHECK: !{i32 0, i32 12, i32 1, ![[DG:[0-9]+]], i32 2, i32 4}
// CHECK: ![[DG]] = !{i32 0, i32 5, i32 3}
