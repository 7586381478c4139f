// RUN: hlslc -T gs_6_0 -E main %s | FileCheck %s
// A geometry shader with two point streams: inputs read with their vertex
// index, Append stores the stream's elements then emitStream(stream),
// RestartStrip is cutStream; stream-1 elements are packed in their own
// register space and carry the stream property (tag 0); the GS state is
// !{input primitive, max vertices, stream mask, topology, instances}; the
// ViewID state has a table per stream.

struct V { float4 p : SV_Position; float3 c : COLOR; };
struct S0 { float4 p : SV_Position; float3 c : COLOR; };
struct S1 { float4 q : QQ; uint id : ID; };

// CHECK: %[[IID:[0-9]+]] = call i32 @dx.op.gsInstanceID.i32(i32 100)
// CHECK: call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 0)
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0,
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 2,
// CHECK-NEXT: call void @dx.op.emitStream(i32 97, i8 0)
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 2, i32 0, i8 3,
// CHECK-NEXT: call void @dx.op.storeOutput.i32(i32 5, i32 3, i32 0, i8 0, i32 %[[IID]])
// CHECK-NEXT: call void @dx.op.emitStream(i32 97, i8 1)
// CHECK-NEXT: call void @dx.op.cutStream(i32 98, i8 1)

// CHECK: !{[19 x i32] [i32 7, i32 7, i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 5, i32 1, i32 2, i32 4, i32 8, i32 0, i32 0, i32 0, i32 0, i32 0]}
// CHECK: !{void ()* @main, !"main", !{{[0-9]+}}, null, ![[PROPS:[0-9]+]]}
// CHECK: !{i32 2, !"QQ", i8 9, i8 0, !{{[0-9]+}}, i8 2, i32 1, i8 4, i32 0, i8 0, ![[S1U15:[0-9]+]]}
// CHECK: ![[S1U15]] = !{i32 0, i32 1, i32 3, i32 15}
// CHECK: !{i32 3, !"ID", i8 5, i8 0, !{{[0-9]+}}, i8 1, i32 1, i8 1, i32 1, i8 0, ![[S1U1:[0-9]+]]}
// CHECK: ![[S1U1]] = !{i32 0, i32 1, i32 3, i32 1}
// CHECK: ![[PROPS]] = !{i32 1, ![[GS:[0-9]+]]}
// CHECK: ![[GS]] = !{i32 1, i32 4, i32 3, i32 1, i32 2}

[maxvertexcount(4)] [instance(2)]
void main(point V v[1], inout PointStream<S0> a, inout PointStream<S1> b, uint iid : SV_GSInstanceID) {
  S0 x; x.p = v[0].p; x.c = v[0].c; a.Append(x);
  S1 y; y.q = v[0].p * 2; y.id = iid; b.Append(y); b.RestartStrip();
}
