// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// A [shader("pixel")] entry in a library (as DXC): its inputs read with
// loadInput and its outputs written with storeOutput inside the entry, which
// keeps its plain name; its dx.entryPoints record has its signatures (no
// usage masks: DXC computes them with the ViewID state, which libraries have
// not), no resources, shader kind 0 (tag 8) and auto-binding space 0 (tag 5).
cbuffer A { float4 g0; };
[shader("pixel")]
float4 PSMain(float2 coord : TEXCOORD, float4 pos : SV_Position) : SV_Target {
  return coord.xyxy * g0 + pos;
}

// CHECK: define void @PSMain()
// CHECK: call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 3, i32 undef)
// CHECK: call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float
// CHECK-NOT: dx.viewIdState
// CHECK: !dx.typeAnnotations = !{![[ANN:[0-9]+]]}
// CHECK: !dx.entryPoints = !{![[LIB:[0-9]+]], ![[PS:[0-9]+]]}
// CHECK: ![[ANN]] = !{i32 1, void ()* @PSMain, ![[FA:[0-9]+]]}
// CHECK: ![[FA]] = !{![[P:[0-9]+]]}
// CHECK: ![[P]] = !{i32 0, ![[E:[0-9]+]], ![[E]]}
// CHECK: ![[PS]] = !{void ()* @PSMain, !"PSMain", ![[SIG:[0-9]+]], null, ![[PR:[0-9]+]]}
// CHECK: ![[SIG]] = !{![[IN:[0-9]+]], ![[OUT:[0-9]+]], null}
// CHECK: ![[IN]] = !{![[TC:[0-9]+]], ![[POS:[0-9]+]]}
// CHECK: ![[TC]] = !{i32 0, !"TEXCOORD", i8 9, i8 0, ![[Z:[0-9]+]], i8 2, i32 1, i8 2, i32 0, i8 0, null}
// CHECK: ![[Z]] = !{i32 0}
// CHECK: ![[POS]] = !{i32 1, !"SV_Position", i8 9, i8 3, ![[Z]], i8 4, i32 1, i8 4, i32 1, i8 0, null}
// CHECK: ![[OUT]] = !{![[T:[0-9]+]]}
// CHECK: ![[T]] = !{i32 0, !"SV_Target", i8 9, i8 16, ![[Z]], i8 0, i32 1, i8 4, i32 0, i8 0, null}
// CHECK: ![[PR]] = !{i32 8, i32 0, i32 5, ![[Z]]}
