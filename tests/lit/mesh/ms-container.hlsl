// RUN: hlslc -T ms_6_5 -E main %s -Fo %t.dxil
// RUN: obj2yaml %t.dxil | FileCheck %s
// A mesh shader's container: OSG1 holds the vertex outputs, PSG1 the
// primitive outputs (per-primitive SV_PrimitiveID is a system value), and
// PSV0 the mesh runtime info (payload size, max vertices/primitives,
// topology, thread group size) and the signature vectors (as DXC writes
// them for this shader).

struct V { float4 pos : SV_Position; float3 n : NORMAL; };
struct P { uint id : SV_PrimitiveID; float4 c : COLOR1; };
struct Pay { uint base; float scale[4]; };

// CHECK: Name: OSG1
// CHECK: Name: SV_Position
// CHECK: Name: NORMAL
// CHECK: Name: PSG1
// CHECK: Name: SV_PrimitiveID
// CHECK-NEXT: Index: 0
// CHECK-NEXT: SystemValue: PrimitiveID
// CHECK: Name: COLOR
// CHECK-NEXT: Index: 1
// CHECK: Name: PSV0
// CHECK: ShaderStage: 13
// CHECK: PayloadSizeInBytes: 20
// CHECK-NEXT: MaxOutputVertices: 64
// CHECK-NEXT: MaxOutputPrimitives: 32
// CHECK-NEXT: MinimumWaveLaneCount: 0
// CHECK: SigPrimVectors: 2
// CHECK-NEXT: MeshOutputTopology: 2
// CHECK-NEXT: SigInputVectors: 0
// CHECK-NEXT: SigOutputVectors: [ 2, 0, 0, 0 ]
// CHECK-NEXT: NumThreadsX: 64
// CHECK-NEXT: NumThreadsY: 1
// CHECK-NEXT: NumThreadsZ: 1

[numthreads(64,1,1)]
[outputtopology("triangle")]
void main(uint gtid : SV_GroupThreadID, in payload Pay pay,
          out vertices V verts[64], out primitives P prims[32], out indices uint3 tris[32]) {
  SetMeshOutputCounts(64, 32);
  verts[gtid].pos = float4(gtid * pay.scale[gtid & 3], 0, 0, 1);
  verts[gtid].n = float3(0, 1, 0);
  if (gtid < 32) {
    tris[gtid] = uint3(gtid, gtid + 1, gtid + 2);
    prims[gtid].id = pay.base + gtid;
    prims[gtid].c = float4(1, 0, 0, 1);
  }
}
