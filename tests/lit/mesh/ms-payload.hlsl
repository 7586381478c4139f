// RUN: hlslc -T ms_6_5 -E main %s | FileCheck %s
// `in payload T p`: read in place through getMeshPayload, whose udt
// overload names the payload struct (dx.op.getMeshPayload.struct.Pay,
// returning %struct.Pay*), each access one GEP from it (as DXC); the MS
// state records the payload's size (20).

struct V { float4 pos : SV_Position; };
struct Pay { uint base; float scale[4]; };

// CHECK: %[[P:[0-9]+]] = call %struct.Pay* @dx.op.getMeshPayload.struct.Pay(i32 170)
// CHECK: getelementptr inbounds %struct.Pay, %struct.Pay* %[[P]], i32 0, i32 0
// CHECK: getelementptr inbounds %struct.Pay, %struct.Pay* %[[P]], i32 0, i32 1, i32 %{{[0-9]+}}
// CHECK: declare %struct.Pay* @dx.op.getMeshPayload.struct.Pay(i32) #[[RO:[0-9]+]]
// CHECK: attributes #[[RO]] = { nounwind readonly }
// CHECK: !{!{{[0-9]+}}, i32 3, i32 1, i32 2, i32 20}

[numthreads(4,1,1)]
[outputtopology("triangle")]
void main(uint gtid : SV_GroupThreadID, in payload Pay pay, out vertices V verts[3], out indices uint3 tris[1]) {
  SetMeshOutputCounts(3, 1);
  if (gtid < 3) verts[gtid].pos = float4(pay.base, pay.scale[gtid], 0, 1);
  if (gtid == 0) tris[0] = uint3(0, 1, 2);
}
