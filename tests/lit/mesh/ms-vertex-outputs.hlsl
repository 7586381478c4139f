// RUN: hlslc -T ms_6_5 -E main %s | FileCheck %s
// A mesh shader's `out vertices` array: each store into verts[i] becomes
// storeVertexOutput(sig id, row, col, value, vertex index) where it is
// written, with the vertex index as written (here SV_GroupThreadID); an
// array element takes one row per array element (TEXCOORD0/1 are rows 0/1
// of element 1). The output signature is packed like any vertex output,
// the entry has no input signature, and DXC's ViewID state is
// [#inputs 0, #outputs, #primitive outputs 0]. Identical to DXC's output.

struct V { float4 pos : SV_Position; float2 uv[2] : TEXCOORD0; uint id : ID; };

// CHECK: %[[GID:[0-9]+]] = call i32 @dx.op.groupId.i32(i32 94, i32 0)
// CHECK: %[[TID:[0-9]+]] = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
// CHECK: call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 0, float %{{[0-9]+}}, i32 %[[TID]])
// CHECK: call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 3, float 1.000000e+00, i32 %[[TID]])
// CHECK-NEXT: call void @dx.op.storeVertexOutput.f32(i32 171, i32 1, i32 0, i8 0, float 0.000000e+00, i32 %[[TID]])
// CHECK-NEXT: call void @dx.op.storeVertexOutput.f32(i32 171, i32 1, i32 0, i8 1, float 1.000000e+00, i32 %[[TID]])
// CHECK-NEXT: call void @dx.op.storeVertexOutput.f32(i32 171, i32 1, i32 1, i8 0, float %{{[0-9]+}}, i32 %[[TID]])
// CHECK-NEXT: call void @dx.op.storeVertexOutput.f32(i32 171, i32 1, i32 1, i8 1, float 2.000000e+00, i32 %[[TID]])
// CHECK-NEXT: call void @dx.op.storeVertexOutput.i32(i32 171, i32 2, i32 0, i8 0, i32 %[[GID]], i32 %[[TID]])

// CHECK: !dx.viewIdState = !{![[VID:[0-9]+]]}
// CHECK: ![[VID]] = !{[3 x i32] [i32 0, i32 13, i32 0]}
// CHECK: !{void ()* @main, !"main", ![[SIG:[0-9]+]], null, !{{[0-9]+}}}
// CHECK: ![[SIG]] = !{null, ![[OUTS:[0-9]+]], null}
// CHECK: ![[OUTS]] = !{![[POS:[0-9]+]], ![[TC:[0-9]+]], ![[ID:[0-9]+]]}
// CHECK: ![[POS]] = !{i32 0, !"SV_Position", i8 9, i8 3, !{{[0-9]+}}, i8 4, i32 1, i8 4, i32 0, i8 0, !{{[0-9]+}}}
// CHECK: ![[TC]] = !{i32 1, !"TEXCOORD", i8 9, i8 0, ![[IDX:[0-9]+]], i8 2, i32 2, i8 2, i32 1, i8 0, !{{[0-9]+}}}
// CHECK: ![[IDX]] = !{i32 0, i32 1}
// CHECK: ![[ID]] = !{i32 2, !"ID", i8 5, i8 0, !{{[0-9]+}}, i8 1, i32 1, i8 1, i32 3, i8 0, !{{[0-9]+}}}

[numthreads(32,1,1)]
[outputtopology("triangle")]
void main(uint gtid : SV_GroupThreadID, uint gid : SV_GroupID, out indices uint3 tris[16], out vertices V verts[32]) {
  SetMeshOutputCounts(32, 16);
  V v;
  v.pos = float4(gtid, gid, 0, 1);
  v.uv[0] = float2(0, 1);
  v.uv[1] = float2(gtid, 2);
  v.id = gid;
  verts[gtid] = v;
  if (gtid < 16) tris[gtid] = uint3(gtid, gtid + 1, gtid + 2);
}
