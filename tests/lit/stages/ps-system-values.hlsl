// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// Pixel shader system values: SV_IsFrontFace is read as uint and compared
// with 0 (and typed u32 in the signature), SV_SampleIndex comes from
// dx.op.sampleIndex and stays in the signature unallocated (a "shadow"
// element), SV_Depth is an unallocated output; discard and ddx lower to
// dx.op.discard and DerivCoarseX. Interpolation modes: SV_Position
// noperspective, centroid -> linear centroid, integers constant.

struct PSIn { float4 pos : SV_Position; float2 uv : TEXCOORD0; centroid float3 n : NORMAL; nointerpolation uint id : ID; };

// CHECK-LABEL: define void @main()
// CHECK: call i32 @dx.op.loadInput.i32(i32 4, i32 4, i32 0, i8 0, i32 undef)
// CHECK: call i32 @dx.op.loadInput.i32(i32 4, i32 3, i32 0, i8 0, i32 undef)
// CHECK: call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef)
// CHECK-NEXT: call i32 @dx.op.sampleIndex.i32(i32 90)
// CHECK: call void @dx.op.discard(i32 82, i1 true)
// CHECK: call float @dx.op.unary.f32(i32 83, float
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float

// CHECK: !{[16 x i32] [i32 14, i32 4, i32 0, i32 0, i32 0, i32 0, i32 0, i32 7, i32 0, i32 0, i32 1, i32 2, i32 4, i32 0, i32 15, i32 1]}
// CHECK: !{i32 0, !"SV_Position", i8 9, i8 3, !{{[0-9]+}}, i8 4, i32 1, i8 4, i32 0, i8 0, ![[Z:[0-9]+]]}
// CHECK: ![[Z]] = !{i32 3, i32 4}
// CHECK: !{i32 1, !"TEXCOORD", i8 9, i8 0, !{{[0-9]+}}, i8 2, i32 1, i8 2, i32 1, i8 0,
// CHECK: !{i32 2, !"NORMAL", i8 9, i8 0, !{{[0-9]+}}, i8 3, i32 1, i8 3, i32 2, i8 0,
// CHECK: !{i32 3, !"ID", i8 5, i8 0, !{{[0-9]+}}, i8 1, i32 1, i8 1, i32 3, i8 0,
// CHECK: !{i32 4, !"SV_IsFrontFace", i8 5, i8 13, !{{[0-9]+}}, i8 1, i32 1, i8 1, i32 3, i8 1,
// CHECK: !{i32 5, !"SV_SampleIndex", i8 5, i8 12, !{{[0-9]+}}, i8 1, i32 1, i8 1, i32 -1, i8 -1, null}
// CHECK: !{i32 0, !"SV_Target", i8 9, i8 16, !{{[0-9]+}}, i8 0, i32 1, i8 4, i32 0, i8 0,
// CHECK: !{i32 1, !"SV_Depth", i8 9, i8 17, !{{[0-9]+}}, i8 0, i32 1, i8 1, i32 -1, i8 -1,

float4 main(PSIn i, bool ff : SV_IsFrontFace, uint si : SV_SampleIndex, out float d : SV_Depth) : SV_Target {
  if (i.uv.x < 0) discard;
  float4 c = float4(i.n * ddx(i.uv.y), 1);
  d = i.pos.z;
  if (ff) c.x += si;
  return c + i.id;
}
