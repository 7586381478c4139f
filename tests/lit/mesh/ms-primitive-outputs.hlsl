// RUN: hlslc -T ms_6_5 -E main %s | FileCheck %s
// `out primitives P prims[N]`: stores become storePrimitiveOutput(sig id,
// row, col, value, primitive index); the elements form the entry's third
// signature list (MSPOut), per-primitive attributes default to
// nointerpolation, SV_CullPrimitive is not allocated (row/col -1), bools
// are stored as i32, and the ViewID state ends with #primitive outputs.

struct V { float4 pos : SV_Position; };
struct P { uint id : SV_PrimitiveID; bool cull : SV_CullPrimitive; float4 c : COLOR1; };

// CHECK: %[[T:[0-9]+]] = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
// CHECK: call void @dx.op.storePrimitiveOutput.i32(i32 172, i32 0, i32 0, i8 0, i32 %{{[0-9]+}}, i32 %[[T]])
// CHECK: %[[B:[0-9]+]] = zext i1 %{{[0-9]+}} to i32
// CHECK-NEXT: call void @dx.op.storePrimitiveOutput.i32(i32 172, i32 1, i32 0, i8 0, i32 %[[B]], i32 %[[T]])
// CHECK-NEXT: call void @dx.op.storePrimitiveOutput.f32(i32 172, i32 2, i32 0, i8 0, float 1.000000e+00, i32 %[[T]])
// CHECK: !{[3 x i32] [i32 0, i32 4, i32 8]}
// CHECK: !{void ()* @main, !"main", ![[SIG:[0-9]+]], null, !{{[0-9]+}}}
// CHECK: ![[SIG]] = !{null, !{{[0-9]+}}, ![[PRIMS:[0-9]+]]}
// CHECK: ![[PRIMS]] = !{![[PID:[0-9]+]], ![[CULL:[0-9]+]], ![[COL:[0-9]+]]}
// CHECK: ![[PID]] = !{i32 0, !"SV_PrimitiveID", i8 5, i8 10, !{{[0-9]+}}, i8 1, i32 1, i8 1, i32 0, i8 0, !{{[0-9]+}}}
// CHECK: ![[CULL]] = !{i32 1, !"SV_CullPrimitive", i8 1, i8 30, !{{[0-9]+}}, i8 1, i32 1, i8 1, i32 -1, i8 -1, !{{[0-9]+}}}
// CHECK: ![[COL]] = !{i32 2, !"COLOR", i8 9, i8 0, ![[IX1:[0-9]+]], i8 1, i32 1, i8 4, i32 1, i8 0, !{{[0-9]+}}}
// CHECK: ![[IX1]] = !{i32 1}

[numthreads(32,1,1)]
[outputtopology("triangle")]
void main(uint gtid : SV_GroupThreadID, out vertices V verts[3], out primitives P prims[32], out indices uint3 tris[32]) {
  SetMeshOutputCounts(3, 32);
  if (gtid < 3) verts[gtid].pos = float4(gtid, 0, 0, 1);
  tris[gtid] = uint3(0, 1, 2);
  P p;
  p.id = gtid * 2;
  p.cull = gtid == 5;
  p.c = float4(1, 0, 0, 1);
  prims[gtid] = p;
}
