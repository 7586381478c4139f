// RUN: hlslc -T gs_6_0 %s | FileCheck %s
// A geometry shader may take its input as InputPatch<T, N>: a patch of N
// control points, read as the primitive's vertices (DXC's input primitive
// patchN: ControlPointPatch1 + N - 1, here 9 for patch2).
struct GSOut { float2 uv : TEXCOORD0; float4 pos : SV_Position; };

[maxvertexcount(3)]
void main(InputPatch<GSOut, 2> points, inout PointStream<GSOut> stream) {
  stream.Append(points[1]);
  stream.RestartStrip();
}

// CHECK: call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 1)
// CHECK: call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 3, i32 1)
// CHECK: call void @dx.op.emitStream(i32 97, i8 0)
// CHECK: !{i32 1, ![[GS:[0-9]+]]}
// CHECK: ![[GS]] = !{i32 9, i32 3, i32 1, i32 1, i32 1}
