// RUN: hlslc -T ds_6_0 -E main %s | FileCheck %s
// A domain entry reads SV_DomainLocation with domainLocation (one call per
// component), its patch constants with loadPatchConstant (the patch
// constant signature is its third list, an input) and the control points
// with loadInput and a constant vertex index. Its properties: tag 2 =
// !{domain (tri 2), input control points}.

struct CP { float4 pos : POSITION; float2 uv : TEXCOORD0; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };
struct DSOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; };

// CHECK-LABEL: define void @main() {
// CHECK: %[[I:[0-9]+]] = call float @dx.op.loadPatchConstant.f32(i32 104, i32 1, i32 0, i8 0)
// CHECK: %[[X:[0-9]+]] = call float @dx.op.domainLocation.f32(i32 105, i8 0)
// CHECK: call float @dx.op.domainLocation.f32(i32 105, i8 1)
// CHECK: call float @dx.op.domainLocation.f32(i32 105, i8 2)
// CHECK: call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 0)
// CHECK: call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 2)
// CHECK: !{void ()* @main, !"main", ![[SIG:[0-9]+]], null, ![[PROPS:[0-9]+]]}
// CHECK: ![[SIG]] = !{![[IN:[0-9]+]], ![[OUT:[0-9]+]], ![[PCS:[0-9]+]]}
// CHECK: ![[PCS]] = !{![[TF:[0-9]+]], ![[IT:[0-9]+]]}
// CHECK: ![[TF]] = !{i32 0, !"SV_TessFactor", i8 9, i8 25, !{{[0-9]+}}, i8 0, i32 3, i8 1, i32 0, i8 3, null}
// CHECK: ![[PROPS]] = !{i32 2, ![[DS:[0-9]+]]}
// CHECK: ![[DS]] = !{i32 2, i32 3}

[domain("tri")]
DSOut main(PC pc, float3 bary : SV_DomainLocation, const OutputPatch<CP, 3> p) {
  DSOut o;
  o.pos = p[0].pos * bary.x + p[1].pos * bary.y + p[2].pos * bary.z;
  o.uv = p[0].uv * pc.i;
  return o;
}
