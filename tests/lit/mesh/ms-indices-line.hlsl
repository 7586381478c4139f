// RUN: hlslc -T ms_6_5 -E main %s | FileCheck %s
// `out indices uint2 lines[N]` with [outputtopology("line")]: a store of a
// whole index vector becomes emitIndices(primitive, v0, v1, 0) - the third
// vertex index of a line is 0, as DXC writes it.

struct V { float4 pos : SV_Position; };
StructuredBuffer<uint2> Lines : register(t0);

// CHECK: %[[T:[0-9]+]] = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
// CHECK: %[[L:[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %[[T]], i32 0, i8 3, i32 4)
// CHECK-NEXT: %[[A:[0-9]+]] = extractvalue %dx.types.ResRet.i32 %[[L]], 0
// CHECK-NEXT: %[[B:[0-9]+]] = extractvalue %dx.types.ResRet.i32 %[[L]], 1
// CHECK-NEXT: call void @dx.op.emitIndices(i32 169, i32 %[[T]], i32 %[[A]], i32 %[[B]], i32 0)

[numthreads(12,1,1)]
[outputtopology("line")]
void main(uint gtid : SV_GroupThreadID, out vertices V verts[8], out indices uint2 prims[12]) {
  SetMeshOutputCounts(8, 12);
  if (gtid < 8) verts[gtid].pos = float4(gtid, 0, 0, 1);
  prims[gtid] = Lines[gtid];
}
