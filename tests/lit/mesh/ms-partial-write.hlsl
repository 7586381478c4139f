// RUN: hlslc -T ms_6_5 -E main %s | FileCheck %s
// A partial write to a vertex output (v.pos.y = 2, v.pos.zw = ...) stores
// only the components assigned, as DXC does; the other components keep
// what an earlier write stored (x stays 1 here). Outputs written through an
// out argument of a helper are copied out element by element.

struct V { float4 pos : SV_Position; float3 n : NORMAL; };
void fill(out V v, uint i) { v.pos = float4(i, 0, 0, 1); v.n = 0; }

// CHECK: %[[T:[0-9]+]] = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
// CHECK: call void @dx.op.storeVertexOutput.f32(i32 171, i32 1, i32 0, i8 2, float 0.000000e+00, i32 %[[T]])
// CHECK-NEXT: call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 1, float 2.000000e+00, i32 %[[T]])
// CHECK-NEXT: call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 2, float 3.000000e+00, i32 %[[T]])
// CHECK-NEXT: call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 3, float 4.000000e+00, i32 %[[T]])
// CHECK-NOT: call void @dx.op.storeVertexOutput

[numthreads(4,1,1)]
[outputtopology("triangle")]
void main(uint gtid : SV_GroupThreadID, out vertices V verts[4], out indices uint3 tris[2]) {
  SetMeshOutputCounts(4, 2);
  fill(verts[gtid], gtid);
  verts[gtid].pos.y = 2;
  verts[gtid].pos.zw = float2(3, 4);
  if (gtid < 2) tris[gtid] = uint3(0, 1, 2);
}
