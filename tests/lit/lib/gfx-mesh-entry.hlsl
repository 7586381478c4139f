// RUN: hlslc -T lib_6_5 %s | FileCheck %s
// A [shader("mesh")] entry in a library: the payload read with
// getMeshPayload, vertices / primitives / indices written in place; its
// record has no input signature, the vertex and primitive signatures and
// the MS state (tag 9: numthreads, max vertices, max primitives, topology,
// payload bytes); the payload struct is annotated (DXC keeps the annotation
// of each struct a function type names).
struct V { float4 pos : SV_Position; };
struct P { uint id : SV_PrimitiveID; };
struct Pay { float f; };
[shader("mesh")]
[numthreads(4,1,1)]
[outputtopology("triangle")]
void MSMain(uint ix : SV_GroupIndex, in payload Pay pl, out vertices V v[3], out indices uint3 t[1], out primitives P pr[1]) {
  SetMeshOutputCounts(3, 1);
  if (ix < 3) v[ix].pos = float4(ix, pl.f, 0, 1);
  if (ix == 0) { t[0] = uint3(0,1,2); pr[0].id = 5; }
}

// CHECK: define void @MSMain()
// CHECK-DAG: call %struct.Pay* @dx.op.getMeshPayload.struct.Pay(i32 170)
// CHECK-DAG: call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
// CHECK: call void @dx.op.setMeshOutputCounts(i32 168, i32 3, i32 1)
// CHECK: call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 1, float
// CHECK: call void @dx.op.emitIndices(i32 169, i32 0, i32 0, i32 1, i32 2)
// CHECK: call void @dx.op.storePrimitiveOutput.i32(i32 172, i32 0, i32 0, i8 0, i32 5, i32 0)
// CHECK: !dx.typeAnnotations = !{![[SA:[0-9]+]], ![[FA:[0-9]+]]}
// CHECK: ![[SA]] = !{i32 0, %struct.Pay undef, ![[PAY:[0-9]+]]}
// CHECK: ![[PAY]] = !{i32 4, ![[F:[0-9]+]]}
// CHECK: ![[F]] = !{i32 6, !"f", i32 3, i32 0, i32 7, i32 9}
// CHECK: ![[FA]] = !{i32 1, void ()* @MSMain, !{{[0-9]+}}}
// CHECK: !{void ()* @MSMain, !"MSMain", ![[SIG:[0-9]+]], null, ![[PR:[0-9]+]]}
// CHECK: ![[SIG]] = !{null, ![[OUT:[0-9]+]], ![[PRIM:[0-9]+]]}
// CHECK: ![[OUT]] = !{![[POS:[0-9]+]]}
// CHECK: ![[POS]] = !{i32 0, !"SV_Position", i8 9, i8 3, ![[Z:[0-9]+]], i8 4, i32 1, i8 4, i32 0, i8 0, null}
// CHECK: ![[PRIM]] = !{![[PID:[0-9]+]]}
// CHECK: ![[PID]] = !{i32 0, !"SV_PrimitiveID", i8 5, i8 10, ![[Z]], i8 1, i32 1, i8 1, i32 0, i8 0, null}
// CHECK: ![[PR]] = !{i32 8, i32 13, i32 9, ![[ST:[0-9]+]], i32 5, ![[Z]]}
// CHECK: ![[ST]] = !{![[NT:[0-9]+]], i32 3, i32 1, i32 2, i32 4}
// CHECK: ![[NT]] = !{i32 4, i32 1, i32 1}
