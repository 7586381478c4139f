// RUN: hlslc -T ms_6_5 -E main %s | FileCheck %s
// A mesh shader writing a UAV: like compute (and as DXC), it does not get
// the UAVsAtEveryStage shader flag (0x10000) that vertex, hull, domain and
// geometry shaders get; only EnableRawAndStructuredBuffers (0x10) is set.

struct V { float4 pos : SV_Position; };
RWStructuredBuffer<uint> Log : register(u0);

// CHECK: !{void ()* @main, !"main", !{{[0-9]+}}, !{{[0-9]+}}, ![[PROPS:[0-9]+]]}
// CHECK: ![[PROPS]] = !{i32 0, i64 16, i32 9, !{{[0-9]+}}}

[numthreads(4,1,1)]
[outputtopology("triangle")]
void main(uint gtid : SV_GroupThreadID, out vertices V verts[3], out indices uint3 tris[1]) {
  SetMeshOutputCounts(3, 1);
  Log[gtid] = gtid;
  if (gtid < 3) verts[gtid].pos = float4(gtid, 0, 0, 1);
  if (gtid == 0) tris[0] = uint3(0, 1, 2);
}
