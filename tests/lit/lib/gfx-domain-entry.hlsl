// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// A [shader("domain")] entry in a library: control points read with
// loadInput (the point index as vertex axis), patch constants with
// loadPatchConstant, SV_DomainLocation with domainLocation; its record has
// the patch constant signature as inputs and the DS state (tag 2: domain,
// input control points).
struct CP { float3 p : POS; };
struct PC { float e[4] : SV_TessFactor; float i[2] : SV_InsideTessFactor; };
[shader("domain")]
[domain("quad")]
float4 DSMain(PC pc, float2 uv : SV_DomainLocation, const OutputPatch<CP, 4> op) : SV_Position {
  return float4(op[0].p * uv.x + op[3].p * uv.y, pc.i[1]);
}

// CHECK: define void @DSMain()
// CHECK-DAG: call float @dx.op.loadPatchConstant.f32(i32 104, i32 1, i32 1, i8 0)
// CHECK-DAG: call float @dx.op.domainLocation.f32(i32 105, i8 0)
// CHECK-DAG: call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 3)
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float
// CHECK: ![[DS:[0-9]+]] = !{void ()* @DSMain, !"DSMain", ![[SIG:[0-9]+]], null, ![[PR:[0-9]+]]}
// CHECK: ![[SIG]] = !{![[IN:[0-9]+]], ![[OUT:[0-9]+]], ![[PCS:[0-9]+]]}
// CHECK: ![[IN]] = !{![[P:[0-9]+]]}
// CHECK: ![[P]] = !{i32 0, !"POS", i8 9, i8 0, ![[Z:[0-9]+]], i8 2, i32 1, i8 3, i32 0, i8 0, null}
// CHECK: ![[PCS]] = !{![[TF:[0-9]+]], ![[ITF:[0-9]+]]}
// CHECK: ![[TF]] = !{i32 0, !"SV_TessFactor", i8 9, i8 25, !{{[0-9]+}}, i8 0, i32 4, i8 1, i32 0, i8 3, null}
// CHECK: ![[ITF]] = !{i32 1, !"SV_InsideTessFactor", i8 9, i8 26, !{{[0-9]+}}, i8 0, i32 2, i8 1, i32 4, i8 3, null}
// CHECK: ![[PR]] = !{i32 8, i32 4, i32 2, ![[ST:[0-9]+]], i32 5, ![[Z]]}
// CHECK: ![[ST]] = !{i32 3, i32 4}
