// RUN: hlslc -T ms_6_5 -E main %s | FileCheck %s
// DXIL allows no vectors in memory: a mesh payload's vector members become
// arrays (as in DXC), its vector loads one load per component, each one GEP
// from the payload pointer (no multi-dimensional GEP source types); the
// payload size counts vectors as arrays (4 + 16 + 2 * 12 = 44, as DXC).

struct Pay { uint a; float4 f; float3 g[2]; };
struct V { float4 pos : SV_Position; };

// CHECK: %struct.Pay = type <{ i32, [4 x float], [2 x [3 x float]] }>
// CHECK: %[[P:[0-9]+]] = call %struct.Pay* @dx.op.getMeshPayload.struct.Pay(i32 170)
// CHECK: getelementptr inbounds %struct.Pay, %struct.Pay* %[[P]], i32 0, i32 1, i32 0
// CHECK: getelementptr inbounds %struct.Pay, %struct.Pay* %[[P]], i32 0, i32 1, i32 3
// CHECK: getelementptr inbounds %struct.Pay, %struct.Pay* %[[P]], i32 0, i32 2, i32 %{{[0-9]+}}, i32 2
// CHECK-NOT: <3 x float>
// CHECK: !{!{{[0-9]+}}, i32 4, i32 2, i32 2, i32 44}

[numthreads(4,1,1)]
[outputtopology("triangle")]
void main(uint gtid : SV_GroupThreadID, in payload Pay pay, out vertices V verts[4], out indices uint3 tris[2]) {
  SetMeshOutputCounts(4, 2);
  verts[gtid].pos = pay.f * pay.a + float4(pay.g[gtid & 1], 0);
  if (gtid < 2) tris[gtid] = uint3(0, 1, 2);
}
