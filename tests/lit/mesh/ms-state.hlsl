// RUN: hlslc -T ms_6_5 -E main %s | FileCheck %s
// The mesh entry's properties: tag 9 = !{!{numthreads}, max vertices (the
// `out vertices` array size), max primitives (the `out indices` size),
// output topology (line 1, triangle 2), payload bytes (0: no payload)};
// SetMeshOutputCounts is the op at the call.

struct V { float4 pos : SV_Position; };

// CHECK: call void @dx.op.setMeshOutputCounts(i32 168, i32 %{{[0-9]+}}, i32 6)
// CHECK: !{void ()* @main, !"main", !{{[0-9]+}}, null, ![[PROPS:[0-9]+]]}
// CHECK: ![[PROPS]] = !{i32 9, ![[MS:[0-9]+]]}
// CHECK: ![[MS]] = !{![[NT:[0-9]+]], i32 12, i32 6, i32 1, i32 0}
// CHECK: ![[NT]] = !{i32 8, i32 2, i32 1}

[numthreads(8,2,1)]
[outputtopology("line")]
void main(uint i : SV_GroupIndex, out vertices V verts[12], out indices uint2 lines[6]) {
  SetMeshOutputCounts(i, 6);
  verts[i].pos = float4(i, 0, 0, 1);
}
