// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// A [shader("geometry")] entry in a library: per-vertex inputs read with a
// vertex index, stream outputs written at each Append (emitStream) and
// cutStream; shader kind 2 and the GS state (tag 1: input primitive,
// max vertex count, stream mask, output topology, instances).
struct GSOut { float4 pos : SV_Position; float c : COLOR; };
[shader("geometry")]
[maxvertexcount(3)]
[instance(2)]
void GSMain(triangle float4 inp[3] : SV_Position, inout TriangleStream<GSOut> s) {
  for (int i = 0; i < 3; i++) { GSOut o; o.pos = inp[i]; o.c = i; s.Append(o); }
  s.RestartStrip();
}

// CHECK: define void @GSMain()
// CHECK: call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 %
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float
// CHECK: call void @dx.op.emitStream(i32 97, i8 0)
// CHECK: call void @dx.op.cutStream(i32 98, i8 0)
// CHECK: ![[GS:[0-9]+]] = !{void ()* @GSMain, !"GSMain", ![[SIG:[0-9]+]], null, ![[PR:[0-9]+]]}
// CHECK: ![[SIG]] = !{![[IN:[0-9]+]], ![[OUT:[0-9]+]], null}
// CHECK: ![[IN]] = !{![[POS:[0-9]+]]}
// CHECK: ![[POS]] = !{i32 0, !"SV_Position", i8 9, i8 3, ![[Z:[0-9]+]], i8 4, i32 1, i8 4, i32 0, i8 0, null}
// CHECK: ![[OUT]] = !{![[POS]], ![[C:[0-9]+]]}
// CHECK: ![[C]] = !{i32 1, !"COLOR", i8 9, i8 0, ![[Z]], i8 2, i32 1, i8 1, i32 1, i8 0, null}
// CHECK: ![[PR]] = !{i32 8, i32 2, i32 1, ![[ST:[0-9]+]], i32 5, ![[Z]]}
// CHECK: ![[ST]] = !{i32 3, i32 3, i32 1, i32 5, i32 2}
